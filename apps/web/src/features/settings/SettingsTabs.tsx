import { Link as RouterLink } from 'react-router';
import { Tab, Tabs } from '@mui/material';
import { useSettingsLinks } from './settings-links';

/** Settings | API and Extensions: the two tabs of the settings pages (spec part 2 §2.3, §2.6). */
export function SettingsTabs({ current }: { current: 'main' | 'api' }) {
  const links = useSettingsLinks();
  return (
    <Tabs value={current} aria-label="Settings pages" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
      <Tab value="main" label={links.mainLabel} component={RouterLink} to={links.main} />
      <Tab value="api" label="API and Extensions" component={RouterLink} to={links.api} />
    </Tabs>
  );
}
