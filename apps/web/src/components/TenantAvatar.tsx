import { Avatar } from '@mui/material';

const COLORS = ['#4f46e5', '#0891b2', '#7c3aed', '#0d9488', '#c2410c', '#be185d', '#2563eb', '#4d7c0f'];

/** A stable coloured initial for a tenant. */
export function TenantAvatar({ id, name, size = 28 }: { id: number; name: string; size?: number }) {
  return (
    <Avatar
      variant="rounded"
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        fontWeight: 700,
        borderRadius: 1.5,
        bgcolor: COLORS[id % COLORS.length],
      }}
    >
      {name.trim().charAt(0).toUpperCase() || '#'}
    </Avatar>
  );
}
