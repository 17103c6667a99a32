import { useState } from 'react';
import { Link } from 'react-router';
import { Box, ButtonBase } from '@mui/material';
import UnfoldMoreRounded from '@mui/icons-material/UnfoldMoreRounded';
import { BrandMark } from '../../components/BrandMark';
import { useCurrentUser } from '../../session/current-user';
import { appRoutes } from '../../routes/app-routes';
import { ChildTenantsDropdown } from '../child-tenants/ChildTenantsDropdown';

const logoSx = {
  height: 40,
  px: 1,
  borderRadius: 2,
  gap: 0.75,
  '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
  '&.Mui-focusVisible': { outline: '2px solid #a5b4fc' },
} as const;

function Logo({ src }: { src: string | null }) {
  if (!src) return <BrandMark inverted size={28} />;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="img"
        src={src}
        alt=""
        sx={{ width: 28, height: 28, objectFit: 'contain', borderRadius: 1 }}
      />
      <BrandMark inverted size={24} />
    </Box>
  );
}

/** A partner's logo opens the child-tenants dropdown; anyone else's goes home (spec part 1 §2). */
export function LogoButton({ partnerTenantId }: { partnerTenantId: number | null }) {
  const user = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (partnerTenantId === null) {
    return (
      <ButtonBase component={Link} to={appRoutes.home.href()} aria-label="Vigil home" sx={logoSx}>
        <Logo src={user.logo} />
      </ButtonBase>
    );
  }
  return (
    <>
      <ButtonBase
        aria-label="Switch tenant"
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={logoSx}
        data-testid="logo-button"
      >
        <Logo src={user.logo} />
        <UnfoldMoreRounded sx={{ fontSize: 18, color: 'rgba(226,232,240,0.7)' }} />
      </ButtonBase>
      <ChildTenantsDropdown
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        rootTenantId={partnerTenantId}
      />
    </>
  );
}
