import { Divider, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { useTutorials } from '../../features/tutorials/tutorial-context';
import { HELP_LINKS } from '../navigation/help-links';
import { TopBarMenu } from './TopBarMenu';

/** Help: the guided tutorials where the page offers them, then the external help links. */
export function HelpMenu() {
  const tutorials = useTutorials();
  return (
    <TopBarMenu label="Help" icon={<HelpOutlineRounded fontSize="small" />}>
      {(close) => [
        ...(tutorials.available
          ? [
              <MenuItem
                key="tutorials"
                onClick={() => {
                  close();
                  tutorials.openDrawer();
                }}
                sx={{ minWidth: 200 }}
              >
                <ListItemText>Tutorials</ListItemText>
                <ListItemIcon sx={{ justifyContent: 'flex-end', color: 'text.secondary' }}>
                  <SchoolOutlined sx={{ fontSize: 16 }} />
                </ListItemIcon>
              </MenuItem>,
              <Divider key="tutorials-divider" />,
            ]
          : []),
        ...HELP_LINKS.map((link) => (
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
        )),
      ]}
    </TopBarMenu>
  );
}
