import { Box } from '@mui/material';
import { authProviderLabel, type AuthProviderType } from '@vigil/contracts';

const COLORS: Record<AuthProviderType, string> = { OKTA: '#1662dd', MICROSOFT: '#2f2f2f' };

/** The provider's mark: Microsoft's four squares, Okta's ring; the kind's name beside it. */
export function ProviderMark({ kind, size = 20 }: { kind: AuthProviderType | null; size?: number }) {
  if (kind === 'MICROSOFT')
    return (
      <Box
        aria-hidden
        sx={{
          width: size,
          height: size,
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: '2px',
          flexShrink: 0,
        }}
      >
        {['#f25022', '#7fba00', '#00a4ef', '#ffb900'].map((c) => (
          <Box key={c} sx={{ bgcolor: c }} />
        ))}
      </Box>
    );
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        border: `${Math.max(3, Math.round(size / 5))}px solid ${kind ? COLORS[kind] : '#64748b'}`,
        flexShrink: 0,
      }}
    />
  );
}

export function ProviderBadge({ kind }: { kind: AuthProviderType }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, fontWeight: 500 }}>
      <ProviderMark kind={kind} size={18} />
      {authProviderLabel(kind)}
    </Box>
  );
}
