import { useState, type ReactElement, type ReactNode } from 'react';
import { IconButton, Menu, Tooltip } from '@mui/material';
import { topBarIconSx } from './top-bar-styles';

/** An icon button of the top bar that opens a menu; `children` gets the function that closes it. */
export function TopBarMenu({
  label,
  icon,
  children,
}: {
  label: string;
  icon: ReactElement;
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={topBarIconSx}
        >
          {icon}
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {children(close)}
      </Menu>
    </>
  );
}
