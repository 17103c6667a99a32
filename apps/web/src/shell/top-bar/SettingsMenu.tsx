import { useState } from 'react';
import { Link } from 'react-router';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { MenuLink } from '../navigation/nav-config';
import { joinPath } from './NavTabs';
import { topBarIconSx } from './top-bar-styles';

export function SettingsMenu({ links, areaBase }: { links: MenuLink[]; areaBase: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Settings">
        <IconButton
          aria-label="Settings"
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={topBarIconSx}
        >
          <SettingsOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {links.map((link) => (
          <MenuItem
            key={link.path}
            component={Link}
            to={joinPath(areaBase, link.path)}
            onClick={() => setAnchor(null)}
            sx={{ minWidth: 200 }}
          >
            {link.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
