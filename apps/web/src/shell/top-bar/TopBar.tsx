import { AppBar, Box, Divider, IconButton, Toolbar, Tooltip } from '@mui/material';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import type { MenuLink, NavItem } from '../navigation/nav-config';
import type { TenantLink } from '../../session/use-tenant-parents';
import { TutorialsButton } from '../../features/tutorials/TutorialsButton';
import { EncryptionWizardButton } from './EncryptionWizardButton';
import { HelpMenu } from './HelpMenu';
import { LogoButton } from './LogoButton';
import { NavTabs } from './NavTabs';
import { SettingsMenu } from './SettingsMenu';
import { TenantBreadcrumb } from './TenantBreadcrumb';
import { UserMenu } from './UserMenu';
import { topBarIconSx } from './top-bar-styles';

interface TopBarProps {
  partnerTenantId: number | null;
  tenantChain: TenantLink[];
  tabs: NavItem[];
  settingsLinks: MenuLink[];
  areaBase: string;
  relativePath: string;
  showEncryptionWizard: boolean;
  onLogout: () => void;
}

const divider = <Divider orientation="vertical" flexItem sx={{ borderColor: 'chrome.border', my: 1.5 }} />;

export function TopBar(props: TopBarProps) {
  const { tenantChain, tabs, settingsLinks, areaBase, relativePath } = props;
  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{
        // The console's chrome stays off paper (Print, or the browser's own).
        displayPrint: 'none',
        bgcolor: 'chrome.main',
        backgroundImage: 'linear-gradient(90deg, #0b1224 0%, #111b3a 60%, #15204a 100%)',
        borderBottom: '1px solid',
        borderColor: 'chrome.border',
      }}
    >
      <Toolbar disableGutters sx={{ minHeight: '56px !important', px: { xs: 1, md: 2 }, gap: 1.5 }}>
        <LogoButton partnerTenantId={props.partnerTenantId} />
        {tenantChain.length > 1 && (
          <>
            {divider}
            <TenantBreadcrumb chain={tenantChain} />
          </>
        )}
        {divider}
        <Box sx={{ flex: 1, minWidth: 0, alignSelf: 'stretch', display: 'flex', alignItems: 'flex-end' }}>
          <NavTabs items={tabs} areaBase={areaBase} relativePath={relativePath} />
        </Box>
        {props.showEncryptionWizard && <EncryptionWizardButton />}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
          <TutorialsButton />
          <HelpMenu />
          {settingsLinks.length > 0 && <SettingsMenu links={settingsLinks} areaBase={areaBase} />}
        </Box>
        {divider}
        <UserMenu onLogout={props.onLogout} />
        <Tooltip title="Sign out">
          <IconButton
            aria-label="Sign out"
            onClick={props.onLogout}
            sx={topBarIconSx}
            data-testid="logout-button"
          >
            <LogoutRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
}
