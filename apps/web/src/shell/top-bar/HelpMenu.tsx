import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { HELP_LINKS } from '../navigation/help-links';
import { TopBarMenu } from './TopBarMenu';

export function HelpMenu() {
  return (
    <TopBarMenu label="Help" icon={<HelpOutlineRounded fontSize="small" />}>
      {(close) =>
        HELP_LINKS.map((link) => (
          <MenuItem
            key={link.label}
            component="a"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
            sx={{ minWidth: 200 }}
          >
            <ListItemText>{link.label}</ListItemText>
            <ListItemIcon sx={{ justifyContent: 'flex-end', color: 'text.secondary' }}>
              <OpenInNewRounded sx={{ fontSize: 16 }} />
            </ListItemIcon>
          </MenuItem>
        ))
      }
    </TopBarMenu>
  );
}
