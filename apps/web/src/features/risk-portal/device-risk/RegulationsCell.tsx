import { Box, Chip, Tooltip } from '@mui/material';

const SHOWN = 2;

/** A device's regulations: the first two as chips and '+N' for the rest; the tooltip names them all. */
export function RegulationsCell({ regulations }: { regulations: readonly { id: number; name: string }[] }) {
  if (regulations.length === 0)
    return (
      <Box component="span" sx={{ color: 'text.disabled' }}>
        —
      </Box>
    );
  const names = regulations.map((r) => r.name);
  const rest = names.length - SHOWN;
  return (
    <Tooltip title={names.join(', ')} placement="bottom-start">
      <Box
        data-testid="device-regulations"
        aria-label={`Regulations: ${names.join(', ')}`}
        tabIndex={0}
        sx={{ display: 'flex', gap: 0.5, minWidth: 0, overflow: 'hidden', alignItems: 'center' }}
      >
        {names.slice(0, SHOWN).map((name) => (
          <Chip key={name} size="small" label={name} variant="outlined" sx={{ minWidth: 0, maxWidth: 110 }} />
        ))}
        {rest > 0 && <Chip size="small" label={`+${rest}`} sx={{ flexShrink: 0 }} />}
      </Box>
    </Tooltip>
  );
}
