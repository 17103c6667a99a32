import { Link } from 'react-router';
import { Box, Tab, Tabs } from '@mui/material';
import { activeTrail, landingPath, type NavItem } from '../navigation/nav-config';
import { joinPath } from './NavTabs';

interface SubNavProps {
  items: NavItem[];
  areaBase: string;
  relativePath: string;
}

function Level({
  items,
  activePath,
  areaBase,
  label,
  small,
}: {
  items: NavItem[];
  activePath: string | undefined;
  areaBase: string;
  label: string;
  small?: boolean;
}) {
  return (
    <Box component="nav" aria-label={label}>
      <Tabs
        aria-label={label}
        value={activePath ?? false}
        variant="scrollable"
        scrollButtons={false}
        sx={{
          minHeight: small ? 40 : 44,
          '& .MuiTabs-indicator': { height: small ? 2 : 2.5 },
        }}
      >
        {items.map((item) => (
          <Tab
            key={item.path}
            value={item.path}
            label={item.label}
            component={Link}
            to={joinPath(areaBase, landingPath(item))}
            sx={{
              minHeight: small ? 40 : 44,
              minWidth: 0,
              px: small ? 1.25 : 1.75,
              fontSize: small ? '0.8125rem' : '0.84375rem',
              color: 'text.secondary',
              '&.Mui-selected': { color: 'primary.main' },
            }}
          />
        ))}
      </Tabs>
    </Box>
  );
}

/** Sub-tabs of the active tab, and a third level where the spec has one (Classifiers, Device Setup, …). */
export function SubNav({ items, areaBase, relativePath }: SubNavProps) {
  const trail = activeTrail(items, relativePath);
  const second = trail[0]?.children;
  if (!second) return null;
  const third = trail[1]?.children;
  return (
    <Box
      sx={{
        // The console's chrome stays off paper (Print, or the browser's own).
        displayPrint: 'none',
        bgcolor: 'background.paper',
        borderBottom: '1px solid',
        borderColor: 'divider',
        px: { xs: 1, md: 2.5 },
        position: 'sticky',
        top: 56,
        zIndex: (t) => t.zIndex.appBar - 1,
      }}
    >
      <Level
        items={second}
        activePath={trail[1]?.path}
        areaBase={areaBase}
        label={`${trail[0]?.label} sections`}
      />
      {third && (
        <Box
          sx={{
            borderTop: '1px solid',
            borderColor: 'divider',
            bgcolor: '#fbfcfe',
            mx: { xs: -1, md: -2.5 },
            px: { xs: 1, md: 2.5 },
          }}
        >
          <Level
            items={third}
            activePath={trail[2]?.path}
            areaBase={areaBase}
            label={`${trail[1]?.label} pages`}
            small
          />
        </Box>
      )}
    </Box>
  );
}
