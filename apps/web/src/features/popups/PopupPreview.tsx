import { Box, Typography } from '@mui/material';

/**
 * The live preview of a description being typed. The text is not sanitised yet (the server does it
 * when saving), so it is never put into the console's page: it is shown in an iframe sandboxed
 * with no permissions at all (no scripts, no same origin, no forms, no popups).
 */
export function PopupPreview({ title, html }: { title: string; html: string }) {
  const doc = `<!doctype html><html><head><meta charset="utf-8"><style>
    body{font-family:Roboto,Helvetica,Arial,sans-serif;font-size:14px;line-height:1.5;color:#1f2937;margin:12px}
    h1,h2,h3{margin:.4em 0} a{color:#1565c0}</style></head><body>${html}</body></html>`;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="overline" color="text.secondary">
        Preview
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'background.paper',
        }}
      >
        <Typography variant="h6" sx={{ px: 1.5, pt: 1.5 }} data-testid="popup-preview-title">
          {title || 'Title'}
        </Typography>
        <Box
          component="iframe"
          title="Description preview"
          sandbox=""
          srcDoc={doc}
          data-testid="popup-preview"
          sx={{ width: '100%', height: 260, border: 0, display: 'block' }}
        />
      </Box>
    </Box>
  );
}
