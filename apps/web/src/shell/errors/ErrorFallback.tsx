import { useId, useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { Messages } from '@vigil/contracts';
import { errorText } from '../../graphql/error-text';
import { appRoutes } from '../../routes/app-routes';

interface ErrorFallbackProps {
  error: unknown;
  onRetry?: () => void;
  /** Centred on the page (route errors) rather than inline (a dialog body). */
  fullPage?: boolean;
}

function errorDetails(error: unknown): string {
  if (error instanceof Error)
    return [`${error.name}: ${error.message}`, error.stack].filter(Boolean).join('\n');
  try {
    return JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}

/** The 'Something went wrong.' screen with the message and its details (spec part 1 §2, §8). */
export function ErrorFallback({ error, onRetry, fullPage = false }: ErrorFallbackProps) {
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  const content = (
    <Box
      role="alert"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 52,
          height: 52,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#fef2f2',
          color: 'error.main',
          border: '1px solid #fecaca',
          mb: 2,
        }}
      >
        <ErrorOutlineRounded />
      </Box>
      <Typography variant="h4" component="h1">
        {Messages.somethingWentWrong}
      </Typography>
      <Typography
        variant="body1"
        color="text.secondary"
        sx={{ mt: 1, maxWidth: 520, wordBreak: 'break-word' }}
      >
        {errorText(error)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap', justifyContent: 'center' }}>
        {onRetry && (
          <Button variant="contained" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button variant="outlined" color="inherit" href={appRoutes.home.href()}>
          Go to home
        </Button>
        <Button
          color="inherit"
          onClick={() => setShowDetails((v) => !v)}
          aria-expanded={showDetails}
          aria-controls={showDetails ? detailsId : undefined}
        >
          {showDetails ? 'Hide details' : 'Show details'}
        </Button>
      </Box>
      {/* Shown without an animation: this fallback is part of the first download. */}
      {showDetails && (
        <Box
          id={detailsId}
          component="pre"
          sx={{
            mt: 2,
            p: 2,
            maxHeight: 240,
            overflow: 'auto',
            textAlign: 'left',
            fontSize: 12,
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            bgcolor: '#0f172a',
            color: '#e2e8f0',
            borderRadius: 1,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {errorDetails(error)}
        </Box>
      )}
    </Box>
  );
  if (!fullPage) return <Box sx={{ py: 3 }}>{content}</Box>;
  return (
    <Box sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, width: '100%', maxWidth: 640 }}>
        {content}
      </Paper>
    </Box>
  );
}
