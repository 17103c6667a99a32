import type { ReactNode } from 'react';
import { Button, Paper, Typography } from '@mui/material';

/** A titled column of a settings page. */
export function SettingsColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The sticky Save and Reset bar: both wait until the page differs from what is saved. */
export function SettingsSaveBar({
  dirty,
  busy,
  onSave,
  onReset,
}: {
  dirty: boolean;
  busy: boolean;
  onSave: () => void;
  onReset: () => void;
}) {
  return (
    <Paper
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: 16,
        mt: 3,
        p: 1.5,
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: 1.5,
        zIndex: 2,
      }}
      data-testid="settings-save-bar"
    >
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1, pl: 1 }}>
        {dirty ? 'You have unsaved changes.' : 'All changes are saved.'}
      </Typography>
      <Button color="inherit" disabled={!dirty || busy} onClick={onReset}>
        Reset
      </Button>
      <Button variant="contained" disabled={!dirty || busy} onClick={onSave}>
        Save
      </Button>
    </Paper>
  );
}
