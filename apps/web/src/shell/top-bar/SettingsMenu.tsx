import { Link } from 'react-router';
import { MenuItem } from '@mui/material';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { MenuLink } from '../navigation/nav-config';
import { joinPath } from './NavTabs';
import { TopBarMenu } from './TopBarMenu';

export function SettingsMenu({ links, areaBase }: { links: MenuLink[]; areaBase: string }) {
  return (
    <TopBarMenu label="Settings" icon={<SettingsOutlined fontSize="small" />}>
      {(close) =>
        links.map((link) => (
          <MenuItem
            key={link.path}
            component={Link}
            to={joinPath(areaBase, link.path)}
            onClick={close}
            sx={{ minWidth: 200 }}
          >
            {link.label}
          </MenuItem>
        ))
      }
    </TopBarMenu>
  );
}
