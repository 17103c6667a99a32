import { Box, Button, DialogActions, DialogContent, Typography } from '@mui/material';
import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import { alpha } from '@mui/material/styles';

interface ComingSoonDialogBodyProps {
  title: string;
  summary: string;
  close: () => void;
}

/** A dialog of the spec whose area is not built yet: says what it will do. */
export function ComingSoonDialogBody({ title, summary, close }: ComingSoonDialogBodyProps) {
  return (
    <>
      <DialogContent sx={{ py: 4 }}>
        <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'flex-start' }}>
          <Box
            aria-hidden
            sx={{
              width: 48,
              height: 48,
              flexShrink: 0,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: (t) => alpha(t.palette.primary.main, 0.08),
            }}
          >
            <ConstructionRounded />
          </Box>
          <Box>
            <Typography variant="subtitle1">{title} is coming soon</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 520 }}>
              {summary}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              This dialog opens here as soon as its area of the console is available.
            </Typography>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={close}>
          Close
        </Button>
      </DialogActions>
    </>
  );
}
