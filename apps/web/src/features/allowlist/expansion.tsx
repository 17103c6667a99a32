import { useState } from 'react';
import { Button } from '@mui/material';
import UnfoldLessRounded from '@mui/icons-material/UnfoldLessRounded';
import UnfoldMoreRounded from '@mui/icons-material/UnfoldMoreRounded';
import type { ExpandedState } from '@tanstack/react-table';

/** Which rows of a list are open: Expand All opens every row, loaded now or later; Collapse All none. */
export function useExpansion() {
  const [expanded, setExpanded] = useState<ExpandedState>({});
  return { expanded, setExpanded };
}

export function ExpandCollapseButtons({ expansion }: { expansion: ReturnType<typeof useExpansion> }) {
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UnfoldMoreRounded />}
        onClick={() => expansion.setExpanded(true)}
        data-testid="expand-all"
      >
        Expand All
      </Button>
      <Button
        variant="outlined"
        startIcon={<UnfoldLessRounded />}
        onClick={() => expansion.setExpanded({})}
        data-testid="collapse-all"
      >
        Collapse All
      </Button>
    </>
  );
}
