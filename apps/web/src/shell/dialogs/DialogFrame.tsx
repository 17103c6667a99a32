import { forwardRef, type ReactElement, type ReactNode, type Ref } from 'react';
import { Box, Dialog, DialogTitle, IconButton, Slide, type SlideProps } from '@mui/material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { Limits } from '@vigil/contracts';

const SlideUp = forwardRef(function SlideUp(
  props: SlideProps & { children: ReactElement },
  ref: Ref<unknown>,
) {
  return <Slide direction="up" ref={ref} {...props} />;
});

interface DialogFrameProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of every dialog: slides in at the bottom right, at least 680 wide, Escape closes. */
export function DialogFrame({ open, title, onClose, children }: DialogFrameProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="app-dialog-title"
      maxWidth={false}
      slots={{ transition: SlideUp }}
      slotProps={{
        backdrop: { sx: { backgroundColor: 'rgba(15, 23, 42, 0.32)' } },
        container: { sx: { alignItems: 'flex-end', justifyContent: 'flex-end' } },
        paper: {
          'data-testid': 'app-dialog',
          sx: {
            m: { xs: 1, sm: 3 },
            minWidth: { xs: 'auto', sm: Limits.dialogMinWidth },
            width: { xs: 'calc(100vw - 16px)', sm: 'auto' },
            maxWidth: 'min(960px, calc(100vw - 48px))',
            maxHeight: 'calc(100vh - 48px)',
            borderRadius: 3,
            boxShadow: '0 24px 48px -12px rgba(15, 23, 42, 0.35)',
          },
        } as object,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          borderBottom: '1px solid',
          borderColor: 'divider',
          pr: 1.5,
        }}
      >
        <DialogTitle id="app-dialog-title" sx={{ flex: 1, py: 2 }}>
          {title}
        </DialogTitle>
        <IconButton aria-label="Close" onClick={onClose} size="small">
          <CloseRounded fontSize="small" />
        </IconButton>
      </Box>
      {children}
    </Dialog>
  );
}
