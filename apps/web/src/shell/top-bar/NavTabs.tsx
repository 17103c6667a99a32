import { Link } from 'react-router';
import { Box, Tab, Tabs } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { AreaPath } from '../../routes/route-builder';
import { activeTrail, landingPath, type NavItem } from '../navigation/nav-config';

interface NavTabsProps {
  items: NavItem[];
  areaBase: string;
  relativePath: string;
}

/** A path of the area's table below the area's base (/customer, /tenant/5/partner, …). */
export function joinPath(base: string, relative: AreaPath): string {
  return relative ? `${base}/${relative}` : base || '/';
}

/** The main tabs in the dark top bar. */
export function NavTabs({ items, areaBase, relativePath }: NavTabsProps) {
  const active = activeTrail(items, relativePath)[0];
  return (
    <Box component="nav" aria-label="Main navigation" sx={{ minWidth: 0, maxWidth: '100%' }}>
      <Tabs
        aria-label="Main sections"
        value={active ? active.path : false}
        variant="scrollable"
        scrollButtons={false}
        sx={{
          minHeight: 56,
          '& .MuiTabs-indicator': {
            height: 3,
            borderRadius: '3px 3px 0 0',
            backgroundColor: 'primary.light',
          },
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
              minHeight: 56,
              px: 1.75,
              minWidth: 0,
              fontSize: '0.875rem',
              color: alpha('#e2e8f0', 0.72),
              '&:hover': { color: '#fff' },
              '&.Mui-selected': { color: '#fff' },
              '&.Mui-focusVisible': { outline: '2px solid #a5b4fc', outlineOffset: -4, borderRadius: 1 },
            }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
