import { IconButton, Tooltip } from '@mui/material';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { topBarIconSx } from '../../shell/top-bar/top-bar-styles';
import { useTutorials } from './tutorial-context';

/** The top bar's Tutorials button: opens the drawer, on pages that offer tutorials. */
export function TutorialsButton() {
  const { available, openDrawer } = useTutorials();
  if (!available) return null;
  return (
    <Tooltip title="Tutorials">
      <IconButton
        aria-label="Tutorials"
        onClick={openDrawer}
        sx={topBarIconSx}
        data-tutorial="tutorials-button"
      >
        <SchoolOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
