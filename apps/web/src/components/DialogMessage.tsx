import type { ReactNode } from 'react';
import { Alert, DialogContent, Typography } from '@mui/material';
import { Messages } from '@vigil/contracts';

/** A dialog's body while it has nothing else to show: loading, not found, or an error. */
export function DialogMessage({ children, error }: { children: ReactNode; error?: boolean }) {
  return (
    <DialogContent sx={{ py: 4 }}>
      {error ? (
        <Alert severity="error">{children}</Alert>
      ) : (
        <Typography color="text.secondary">{children}</Typography>
      )}
    </DialogContent>
  );
}

export const DialogLoading = () => <DialogMessage>{Messages.loading}</DialogMessage>;
export const DialogNotFound = () => <DialogMessage>{Messages.notFound}</DialogMessage>;
