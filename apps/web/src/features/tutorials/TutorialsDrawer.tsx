import { Box, Button, Chip, Drawer, IconButton, Paper, Stack, Typography } from '@mui/material';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { useTutorials } from './tutorial-context';
import { TutorialPreview } from './TutorialPreview';
import { TUTORIALS, type Tutorial } from './tutorials';

function TutorialCard({ tutorial, done, onShow }: { tutorial: Tutorial; done: boolean; onShow: () => void }) {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={tutorial.title}
      data-testid="tutorial-card"
      sx={{ overflow: 'hidden', borderRadius: 2.5, '&:hover': { borderColor: 'primary.light' } }}
    >
      <TutorialPreview id={tutorial.id} />
      <Box sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
            {tutorial.title}
          </Typography>
          {done && (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              icon={<CheckCircleRounded />}
              label="Completed"
              data-testid="tutorial-completed"
            />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {tutorial.description}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
            {tutorial.steps.length} steps
          </Typography>
          <Button
            size="small"
            variant={done ? 'outlined' : 'contained'}
            startIcon={<PlayArrowRounded />}
            onClick={onShow}
          >
            Show me
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}

/** The tutorials side panel (spec part 1 §1, §2 "Shell widgets"), with completion marks. */
export function TutorialsDrawer() {
  const { drawerOpen, closeDrawer, completed, showMe } = useTutorials();
  return (
    <Drawer
      anchor="right"
      open={drawerOpen}
      onClose={closeDrawer}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 }, bgcolor: 'background.default' } } }}
    >
      <Box
        role="region"
        aria-label="Tutorials"
        data-testid="tutorials-drawer"
        sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}
      >
        <Box
          sx={{
            px: 2.5,
            py: 2,
            display: 'flex',
            alignItems: 'flex-start',
            gap: 1,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ flex: 1 }}>
            <Typography variant="h5" component="h2">
              Tutorials
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Short guided tours of your console, on its real pages.{' '}
              {completed.length > 0 &&
                `${Math.min(completed.length, TUTORIALS.length)} of ${TUTORIALS.length} completed.`}
            </Typography>
          </Box>
          <IconButton aria-label="Close tutorials" onClick={closeDrawer} size="small">
            <CloseRounded fontSize="small" />
          </IconButton>
        </Box>
        <Stack spacing={2} sx={{ p: 2.5 }}>
          {TUTORIALS.map((t) => (
            <TutorialCard
              key={t.id}
              tutorial={t}
              done={completed.includes(t.id)}
              onShow={() => showMe(t.id)}
            />
          ))}
        </Stack>
      </Box>
    </Drawer>
  );
}
