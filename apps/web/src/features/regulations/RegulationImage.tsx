import { Avatar } from '@mui/material';
import GavelRounded from '@mui/icons-material/GavelRounded';

/** A regulation's PNG (base64), or a neutral mark when it has none. */
export function RegulationImage({
  image,
  name,
  size = 32,
}: {
  image: string | null | undefined;
  name: string;
  size?: number;
}) {
  return (
    <Avatar
      variant="rounded"
      src={image ? `data:image/png;base64,${image}` : undefined}
      alt={image ? `${name} image` : undefined}
      sx={{
        width: size,
        height: size,
        bgcolor: image ? 'transparent' : 'action.selected',
        color: 'text.secondary',
      }}
      slotProps={{ img: { style: { objectFit: 'contain' } } }}
    >
      <GavelRounded fontSize="small" />
    </Avatar>
  );
}
