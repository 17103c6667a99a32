import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { HELP_LINKS } from '../navigation/help-links';
import { topBarIconSx } from './top-bar-styles';

export function HelpMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Help">
        <IconButton
          aria-label="Help"
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={topBarIconSx}
        >
          <HelpOutlineRounded fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {HELP_LINKS.map((link) => (
          <MenuItem
            key={link.label}
            component="a"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setAnchor(null)}
            sx={{ minWidth: 200 }}
          >
            <ListItemText>{link.label}</ListItemText>
            <ListItemIcon sx={{ justifyContent: 'flex-end', color: 'text.secondary' }}>
              <OpenInNewRounded sx={{ fontSize: 16 }} />
            </ListItemIcon>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
