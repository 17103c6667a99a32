import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, Drawer, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import PushPinRounded from '@mui/icons-material/PushPinRounded';
import { Limits } from '@vigil/contracts';
import { browserStorage } from '../data-table/column-widths';
import { FilterControl } from './FilterControl';
import type { FiltersController } from './use-list-view';

const pinKey = (listId: string) => `vigil.filtersPinned.${listId}`;

function readPinned(listId: string): boolean {
  try {
    return browserStorage()?.getItem(pinKey(listId)) === 'true';
  } catch {
    return false;
  }
}

function writePinned(listId: string, pinned: boolean) {
  try {
    if (pinned) browserStorage()?.setItem(pinKey(listId), 'true');
    else browserStorage()?.removeItem(pinKey(listId));
  } catch {
    // Not remembered: the panel simply starts unpinned next time.
  }
}

interface PanelBodyProps {
  filters: FiltersController;
  title: string;
  pinned: boolean;
  onPinnedChange: (pinned: boolean) => void;
  onClose: () => void;
}

function PanelBody({ filters, title, pinned, onPinnedChange, onClose }: PanelBodyProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.25,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 650 }}>
          {title}
        </Typography>
        <Tooltip title={pinned ? 'Unpin' : 'Pin open'}>
          <IconButton
            size="small"
            aria-label={pinned ? 'Unpin filters' : 'Pin filters'}
            aria-pressed={pinned}
            onClick={() => onPinnedChange(!pinned)}
          >
            {pinned ? <PushPinRounded fontSize="small" /> : <PushPinOutlined fontSize="small" />}
          </IconButton>
        </Tooltip>
        {!pinned && (
          <IconButton size="small" aria-label="Close filters" onClick={onClose}>
            <CloseRounded fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Stack spacing={2} sx={{ p: 2, flex: 1, overflowY: 'auto' }}>
        {filters.defs.map((def) => (
          <FilterControl key={def.id} def={def} filters={filters} />
        ))}
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <Button onClick={filters.clearAll} disabled={!filters.changed}>
          Clear all
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          onClick={() => {
            filters.cancel();
            if (!pinned) onClose();
          }}
        >
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            filters.apply();
            if (!pinned) onClose();
          }}
        >
          Apply
        </Button>
      </Box>
    </Box>
  );
}

export interface FiltersPanelProps {
  filters: FiltersController;
  /** The page content beside the panel: a pinned panel takes its 400 px from it. */
  children?: ReactNode;
  title?: string;
}

/**
 * The slide-out filters panel (spec part 1 §2): 400 px from the right, opened by a side tab;
 * pinned, it stays open beside the content. Closing it unpinned is a Cancel.
 */
export function FiltersPanel({ filters, children, title = 'Filters' }: FiltersPanelProps) {
  const [pinned, setPinned] = useState(() => readPinned(filters.id));
  const [open, setOpen] = useState(false);
  const width = Limits.filtersPanelWidth;

  const changePinned = (next: boolean) => {
    setPinned(next);
    writePinned(filters.id, next);
    setOpen(false);
  };
  const close = () => {
    filters.cancel();
    setOpen(false);
  };
  const body = (
    <PanelBody
      filters={filters}
      title={title}
      pinned={pinned}
      onPinnedChange={changePinned}
      onClose={close}
    />
  );

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, minWidth: 0 }}>
      {/* Unpinned, the side tab sits in the page's right gutter: the content leaves it room. */}
      <Box sx={{ flex: 1, minWidth: 0, mr: pinned ? 0 : { xs: 0, sm: 1.5 } }}>{children}</Box>
      {pinned ? (
        <Paper
          component="aside"
          variant="outlined"
          aria-label={title}
          data-testid="filters-panel"
          data-pinned="true"
          data-no-print
          sx={{
            width,
            flexShrink: 0,
            position: 'sticky',
            top: 16,
            maxHeight: 'calc(100vh - 140px)',
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
          }}
        >
          {body}
        </Paper>
      ) : (
        <>
          <Button
            variant="contained"
            data-testid="filters-tab"
            data-no-print
            aria-label={`Open ${title.toLowerCase()}`}
            aria-expanded={open}
            onClick={() => setOpen(true)}
            sx={{
              position: 'fixed',
              right: 0,
              top: '40%',
              zIndex: 1050,
              minWidth: 0,
              px: 0.75,
              py: 1.5,
              borderRadius: '8px 0 0 8px',
              writingMode: 'vertical-rl',
              gap: 1,
            }}
          >
            <Badge
              color="secondary"
              badgeContent={filters.activeCount}
              sx={{ '& .MuiBadge-badge': { writingMode: 'horizontal-tb' } }}
            >
              <FilterListRounded fontSize="small" />
            </Badge>
            {title}
          </Button>
          <Drawer
            anchor="right"
            open={open}
            onClose={close}
            slotProps={{
              paper: {
                sx: { width, maxWidth: '100vw' },
                'aria-label': title,
                'data-testid': 'filters-panel',
                'data-pinned': 'false',
              } as object,
            }}
          >
            {body}
          </Drawer>
        </>
      )}
    </Box>
  );
}
