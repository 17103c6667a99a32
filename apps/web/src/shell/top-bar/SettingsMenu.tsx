import { Link } from 'react-router';
import { Divider, ListSubheader, MenuItem } from '@mui/material';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { MenuLink } from '../navigation/nav-config';
import { joinPath } from './NavTabs';
import { TopBarMenu } from './TopBarMenu';

export function SettingsMenu({ links, areaBase }: { links: MenuLink[]; areaBase: string }) {
  return (
    <TopBarMenu label="Settings" icon={<SettingsOutlined fontSize="small" />}>
      {(close) =>
        links.flatMap((link, i) => {
          const item = (
            <MenuItem
              key={link.path}
              component={Link}
              to={joinPath(areaBase, link.path)}
              onClick={close}
              sx={{ minWidth: 200 }}
            >
              {link.label}
            </MenuItem>
          );
          // A Menu's children must be its items, not fragments: a group's heading goes beside them.
          if (!link.group || link.group === links[i - 1]?.group) return [item];
          return [
            <Divider key={`${link.group}-divider`} sx={{ my: '4px !important' }} />,
            <ListSubheader
              key={`${link.group}-heading`}
              sx={{
                lineHeight: '28px',
                fontSize: '0.6875rem',
                fontWeight: 650,
                letterSpacing: '0.08em',
                textTransform: 'uppercase',
                bgcolor: 'transparent',
              }}
            >
              {link.group}
            </ListSubheader>,
            item,
          ];
        })
      }
    </TopBarMenu>
  );
}
