import { alpha, createTheme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    chrome: { main: string; light: string; dark: string; contrastText: string; border: string };
  }
  interface PaletteOptions {
    chrome?: { main: string; light: string; dark: string; contrastText: string; border: string };
  }
}

const indigo = { main: '#4f46e5', light: '#818cf8', dark: '#3730a3', contrastText: '#ffffff' };
const ink = '#0f172a';
const fontFamily =
  '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Vigil's look: a deep navy chrome, neutral surfaces, indigo for action, dense 14px type. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: indigo,
    secondary: { main: '#0891b2', light: '#22d3ee', dark: '#0e7490', contrastText: '#ffffff' },
    error: { main: '#dc2626' },
    warning: { main: '#d97706' },
    success: { main: '#15803d' },
    info: { main: '#2563eb' },
    background: { default: '#f4f6fb', paper: '#ffffff' },
    text: { primary: ink, secondary: '#526079', disabled: '#94a3b8' },
    divider: '#e2e8f0',
    chrome: {
      main: '#0b1224',
      light: '#16213d',
      dark: '#070c18',
      contrastText: '#e2e8f0',
      border: '#1e2a4a',
    },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily,
    fontSize: 14,
    htmlFontSize: 16,
    h1: { fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.02em' },
    h2: { fontSize: '1.625rem', fontWeight: 700, letterSpacing: '-0.015em' },
    h3: { fontSize: '1.375rem', fontWeight: 650, letterSpacing: '-0.01em' },
    h4: { fontSize: '1.25rem', fontWeight: 650, letterSpacing: '-0.01em' },
    h5: { fontSize: '1.0625rem', fontWeight: 650 },
    h6: { fontSize: '0.9375rem', fontWeight: 650 },
    subtitle1: { fontSize: '0.9375rem', fontWeight: 600 },
    subtitle2: { fontSize: '0.8125rem', fontWeight: 600 },
    body1: { fontSize: '0.875rem', lineHeight: 1.55 },
    body2: { fontSize: '0.8125rem', lineHeight: 1.5 },
    caption: { fontSize: '0.75rem', lineHeight: 1.4 },
    overline: { fontSize: '0.6875rem', fontWeight: 650, letterSpacing: '0.08em', lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { fontFeatureSettings: '"cv11", "ss01"', WebkitFontSmoothing: 'antialiased' },
        '.tabular': { fontVariantNumeric: 'tabular-nums' },
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: `2px solid ${indigo.light}`, outlineOffset: 2 },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 8, paddingInline: 14 },
        sizeLarge: { paddingBlock: 10, fontSize: '0.9375rem' },
      },
    },
    MuiIconButton: {
      styleOverrides: { root: { borderRadius: 8 } },
    },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: { outlined: { borderColor: '#e2e8f0' } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
    },
    MuiTextField: {
      defaultProps: { size: 'small', fullWidth: true },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          backgroundColor: '#fff',
          '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderWidth: 2 },
        },
        notchedOutline: { borderColor: '#cbd5e1' },
      },
    },
    MuiInputLabel: {
      styleOverrides: { root: { fontSize: '0.875rem' } },
    },
    MuiFormHelperText: {
      styleOverrides: { root: { marginLeft: 2, fontSize: '0.75rem' } },
    },
    MuiTooltip: {
      defaultProps: { arrow: true },
      styleOverrides: { tooltip: { backgroundColor: ink, fontSize: '0.75rem' }, arrow: { color: ink } },
    },
    MuiTableCell: {
      styleOverrides: {
        root: { borderColor: '#edf1f7', paddingBlock: 10 },
        head: {
          fontSize: '0.71875rem',
          fontWeight: 650,
          letterSpacing: '0.04em',
          textTransform: 'uppercase',
          color: '#526079',
          backgroundColor: '#f8fafc',
          whiteSpace: 'nowrap',
        },
      },
    },
    MuiTableRow: {
      styleOverrides: {
        root: { '&.MuiTableRow-hover:hover': { backgroundColor: alpha(indigo.main, 0.04) } },
      },
    },
    MuiChip: {
      styleOverrides: { root: { fontWeight: 600 }, sizeSmall: { height: 22, fontSize: '0.6875rem' } },
    },
    MuiMenu: {
      defaultProps: { slotProps: { paper: { elevation: 8 } } },
    },
    MuiMenuItem: {
      styleOverrides: { root: { fontSize: '0.875rem', minHeight: 36, borderRadius: 6, marginInline: 6 } },
    },
    MuiAlert: {
      styleOverrides: { root: { borderRadius: 8, alignItems: 'center' } },
    },
    MuiTab: {
      styleOverrides: { root: { textTransform: 'none', fontWeight: 600, minHeight: 44 } },
    },
    MuiDialogTitle: {
      styleOverrides: { root: { fontSize: '1.0625rem', fontWeight: 650 } },
    },
  },
});
