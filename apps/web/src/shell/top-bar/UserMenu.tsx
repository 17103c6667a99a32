import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar, Box, ButtonBase, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import KeyRounded from '@mui/icons-material/KeyRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import { useCurrentUser } from '../../session/current-user';
import { initialsOf, userDisplayName } from '../../session/display-name';
import { appRoutes } from '../../routes/app-routes';

export function UserMenu({ onLogout }: { onLogout: () => void }) {
  const user = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = userDisplayName(user);
  return (
    <>
      <ButtonBase
        aria-label={`Account: ${name}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{
          gap: 1,
          pl: 0.5,
          pr: 1,
          py: 0.5,
          borderRadius: 2,
          color: '#e2e8f0',
          '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
        }}
      >
        <Avatar sx={{ width: 30, height: 30, fontSize: 12, fontWeight: 700, bgcolor: 'primary.main' }}>
          {initialsOf(user)}
        </Avatar>
        <Box sx={{ display: { xs: 'none', lg: 'block' }, textAlign: 'left', maxWidth: 300 }}>
          <Typography
            variant="body2"
            noWrap
            sx={{ fontWeight: 600, color: '#fff', lineHeight: 1.2 }}
            data-testid="user-name"
          >
            {name}
          </Typography>
          <Typography variant="caption" noWrap sx={{ color: 'rgba(226,232,240,0.64)', display: 'block' }}>
            {user.tenantName}
          </Typography>
        </Box>
        <KeyboardArrowDownRounded sx={{ fontSize: 18, opacity: 0.7 }} />
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1.25, minWidth: 240 }}>
          <Typography variant="subtitle2">{name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={Link} to={appRoutes.changePassword.href()} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <KeyRounded fontSize="small" />
          </ListItemIcon>
          Change password
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
