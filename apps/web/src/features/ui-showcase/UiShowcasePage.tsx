import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTheme, type Palette, type TypographyVariant } from '@mui/material/styles';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import {
  formatDate,
  formatDateTime,
  formatPercent,
  formatPickerDate,
  formatUsd,
  formatUsdCents,
  type ActivityLevel,
} from '@vigil/contracts';
import { ActivityDot } from '../../components/ActivityDot';
import { BrandMark } from '../../components/BrandMark';
import { publicRoutes } from '../../routes/public-routes';
import { REDUCTION_COLOR, RESIDUAL_COLOR, TOTAL_COLOR } from '../risk-portal/risk-colors';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2.5, md: 3.5 } }}>
      <Typography variant="h4" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {description}
      </Typography>
      {children}
    </Paper>
  );
}

/** MUI derives light and dark shades as rgb(…); the page names every colour in hex. */
function hex(color: string): string {
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  if (!rgb) return color;
  return `#${rgb
    .slice(1, 4)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;
}

function Swatch({ name, color, text }: { name: string; color: string; text?: string }) {
  return (
    <Box data-testid="swatch" sx={{ minWidth: 0 }}>
      <Box
        sx={{
          height: 56,
          borderRadius: 2,
          bgcolor: color,
          border: '1px solid rgba(15, 23, 42, 0.08)',
          display: 'flex',
          alignItems: 'flex-end',
          p: 1,
        }}
      >
        {text && (
          <Typography variant="caption" sx={{ color: text, fontWeight: 650 }}>
            Aa
          </Typography>
        )}
      </Box>
      <Typography variant="body2" sx={{ mt: 0.75, fontWeight: 600 }}>
        {name}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {hex(color)}
      </Typography>
    </Box>
  );
}

type IntentName = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
const INTENTS: IntentName[] = ['primary', 'secondary', 'success', 'warning', 'error', 'info'];

function PaletteSection({ palette }: { palette: Palette }) {
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' };
  return (
    <Section
      title="Palette"
      description="The colours of the theme: action, status, the navy chrome, surfaces and risk."
    >
      <Stack spacing={3}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          }}
        >
          {INTENTS.map((intent) => {
            const c = palette[intent];
            return (
              <Box key={intent}>
                <Typography variant="overline" color="text.secondary">
                  {intent}
                </Typography>
                <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, 1fr)' }}>
                  <Swatch name="light" color={c.light} text={c.contrastText} />
                  <Swatch name="main" color={c.main} text={c.contrastText} />
                  <Swatch name="dark" color={c.dark} text={c.contrastText} />
                </Box>
              </Box>
            );
          })}
        </Box>
        <Box>
          <Typography variant="overline" color="text.secondary">
            Chrome and surfaces
          </Typography>
          <Box sx={grid}>
            <Swatch name="chrome" color={palette.chrome.main} text={palette.chrome.contrastText} />
            <Swatch name="chrome border" color={palette.chrome.border} />
            <Swatch name="background" color={palette.background.default} text={palette.text.primary} />
            <Swatch name="paper" color={palette.background.paper} text={palette.text.primary} />
            <Swatch name="text" color={palette.text.primary} />
            <Swatch name="text secondary" color={palette.text.secondary} />
            <Swatch name="divider" color={palette.divider} />
          </Box>
        </Box>
        <Box>
          <Typography variant="overline" color="text.secondary">
            Risk amounts
          </Typography>
          <Box sx={grid}>
            <Swatch name="Total Risk" color={TOTAL_COLOR} text="#fff" />
            <Swatch name="Risk Reduction" color={REDUCTION_COLOR} text="#fff" />
            <Swatch name="Residual Risk" color={RESIDUAL_COLOR} text="#fff" />
          </Box>
        </Box>
      </Stack>
    </Section>
  );
}

const TYPE_SAMPLES: { variant: TypographyVariant; sample: string }[] = [
  { variant: 'h1', sample: 'Total risk $2.450M' },
  { variant: 'h2', sample: 'Risk Portal' },
  { variant: 'h3', sample: 'Data Risk by regulation' },
  { variant: 'h4', sample: 'Device Setup' },
  { variant: 'h5', sample: 'Encryption Wizard' },
  { variant: 'h6', sample: 'Download the agent' },
  { variant: 'subtitle1', sample: 'Customer settings' },
  { variant: 'subtitle2', sample: 'Install key' },
  { variant: 'body1', sample: 'Files not accessed for 30 days are encrypted on the devices.' },
  { variant: 'body2', sample: 'Applications on the allowlist decrypt files automatically.' },
  { variant: 'caption', sample: 'Last activity 26.11.2026 14:05' },
  { variant: 'overline', sample: 'Residual risk' },
];

function TypographySection() {
  const theme = useTheme();
  return (
    <Section title="Typography" description="Inter, dense 14 px body; headings tighten their letter spacing.">
      <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
        {TYPE_SAMPLES.map(({ variant, sample }) => {
          const style = theme.typography[variant] as {
            fontSize?: string | number;
            fontWeight?: string | number;
          };
          return (
            <Box
              key={variant}
              data-testid="type-sample"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '150px 1fr' },
                gap: 2,
                py: 1.25,
                alignItems: 'baseline',
              }}
            >
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
                  {variant}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {String(style.fontSize ?? '')} · {String(style.fontWeight ?? 400)}
                </Typography>
              </Box>
              <Typography variant={variant} noWrap>
                {sample}
              </Typography>
            </Box>
          );
        })}
      </Stack>
    </Section>
  );
}

const USD_SAMPLES = [
  0, 842.4, 999.6, 1234, 45_678, 1_348_000, 2_450_000, 987_654_321, 1_200_000_000_000, -15_300,
];
const PERCENT_SAMPLES = [0, 12.4, 50, 99.6, 100];
const SAMPLE_DATE = new Date(2026, 10, 26, 14, 5);

function NumberFormatsSection() {
  const cell = { fontFamily: 'monospace', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <Section
      title="Number formats"
      description="Every screen, chart, export and report formats through the contracts package: the same value always reads the same."
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Table size="small" aria-label="Money formats">
          <TableHead>
            <TableRow>
              <TableCell>Value</TableCell>
              <TableCell align="right">formatUsd</TableCell>
              <TableCell align="right">formatUsdCents</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {USD_SAMPLES.map((v) => (
              <TableRow key={v} data-testid="usd-sample">
                <TableCell sx={cell}>{String(v)}</TableCell>
                <TableCell align="right" sx={{ ...cell, fontWeight: 650 }}>
                  {formatUsd(v)}
                </TableCell>
                <TableCell align="right" sx={{ ...cell, color: 'text.secondary' }}>
                  {formatUsdCents(v)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Stack spacing={3}>
          <Table size="small" aria-label="Percent formats">
            <TableHead>
              <TableRow>
                <TableCell>Value</TableCell>
                <TableCell align="right">formatPercent</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {PERCENT_SAMPLES.map((v) => (
                <TableRow key={v}>
                  <TableCell sx={cell}>{String(v)}</TableCell>
                  <TableCell align="right" sx={{ ...cell, fontWeight: 650 }}>
                    {formatPercent(v)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Table size="small" aria-label="Date formats">
            <TableHead>
              <TableRow>
                <TableCell>Format</TableCell>
                <TableCell align="right">26 Nov 2026, 14:05</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {[
                ['formatDate', formatDate(SAMPLE_DATE)],
                ['formatDateTime', formatDateTime(SAMPLE_DATE)],
                ['formatPickerDate', formatPickerDate('2026-11-26')],
              ].map(([name, text]) => (
                <TableRow key={name}>
                  <TableCell sx={cell}>{name}</TableCell>
                  <TableCell align="right" sx={{ ...cell, fontWeight: 650 }}>
                    {text}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      </Box>
    </Section>
  );
}

const ACTIVITY: { level: ActivityLevel; label: string; daysAgo: number | null }[] = [
  { level: 'green', label: 'Up to 2 days', daysAgo: 1 },
  { level: 'yellow', label: 'Up to 6 days', daysAgo: 5 },
  { level: 'orange', label: 'Up to 10 days', daysAgo: 9 },
  { level: 'red', label: 'Longer, or never', daysAgo: null },
];

function ControlsSection() {
  const now = new Date();
  const ago = (days: number | null) =>
    days === null ? null : new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  return (
    <Section
      title="Buttons, chips and status"
      description="Controls in their variants and the status colours of lists."
    >
      <Stack spacing={3}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            Buttons
          </Typography>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="contained" startIcon={<AddRounded />}>
              Add New
            </Button>
            <Button variant="outlined" startIcon={<DownloadRounded />}>
              Download
            </Button>
            <Button variant="text">Cancel</Button>
            <Button variant="contained" color="secondary" startIcon={<LockRounded />}>
              Turn On Encryption
            </Button>
            <Button variant="outlined" color="error" startIcon={<DeleteOutlineRounded />}>
              Delete
            </Button>
            <Button variant="contained" disabled>
              Disabled
            </Button>
            <Button variant="contained" size="small">
              Small
            </Button>
            <Button variant="contained" size="large">
              Large
            </Button>
          </Stack>
        </Box>
        <Box>
          <Typography variant="overline" color="text.secondary">
            Chips
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip label="Default" />
            <Chip label="Licensed" color="success" size="small" />
            <Chip label="Unlicensed" color="warning" size="small" />
            <Chip label="Blocked" color="error" size="small" />
            <Chip label="Connected" color="info" size="small" variant="outlined" />
            <Chip label="Template" color="primary" size="small" variant="outlined" />
            <Chip label="Archived" size="small" variant="outlined" />
          </Stack>
        </Box>
        <Box>
          <Typography variant="overline" color="text.secondary">
            Device activity
          </Typography>
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {ACTIVITY.map((a) => (
              <Stack key={a.level} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <ActivityDot lastActivity={ago(a.daysAgo)} now={now} />
                <Typography variant="body2">{a.label}</Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
        <Box>
          <Typography variant="overline" color="text.secondary">
            Alerts
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Alert severity="success">Encryption was turned on.</Alert>
            <Alert severity="info">The report will be ready within minutes.</Alert>
            <Alert severity="warning">The recommended minimum delay is 2 days.</Alert>
            <Alert severity="error">Something went wrong.</Alert>
          </Box>
        </Box>
      </Stack>
    </Section>
  );
}

/** /ui-showcase (spec part 2 §2.1): palette, typography and number format samples; public. */
export default function UiShowcasePage() {
  const theme = useTheme();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', pb: 6 }}>
      <Box
        component="header"
        sx={{
          background: 'linear-gradient(90deg, #0b1224 0%, #111b3a 60%, #15204a 100%)',
          color: 'chrome.contrastText',
          py: { xs: 4, md: 5 },
          mb: 4,
        }}
      >
        <Container maxWidth="lg">
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <BrandMark inverted size={30} />
            <Link href={publicRoutes.signIn.href()} sx={{ color: '#c7d2fe' }} underline="hover">
              Sign in
            </Link>
          </Stack>
          <Typography variant="h1" sx={{ color: '#fff', mt: 4 }}>
            UI Showcase
          </Typography>
          <Typography sx={{ color: '#c7d2fe', mt: 1, maxWidth: 640 }}>
            The palette, typography and number formats of the console, rendered by the same theme and
            formatters as every page.
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="lg">
        <Stack spacing={3}>
          <PaletteSection palette={theme.palette} />
          <TypographySection />
          <NumberFormatsSection />
          <ControlsSection />
        </Stack>
      </Container>
    </Box>
  );
}
