import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, CircularProgress, Link, Paper, Typography } from '@mui/material';
import DesktopWindowsRounded from '@mui/icons-material/DesktopWindowsRounded';
import FolderZipRounded from '@mui/icons-material/FolderZipRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import KeyRounded from '@mui/icons-material/KeyRounded';
import LaptopMacRounded from '@mui/icons-material/LaptopMacRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import TerminalRounded from '@mui/icons-material/TerminalRounded';
import {
  InstallerFileNames,
  shellUninstallCommand,
  windowsSilentInstallCommand,
  windowsSilentUninstallCommand,
  type InstallerPlatform,
} from '@vigil/contracts';
import type { AreaInfo } from '../../../components/AreaPlaceholder';
import { CopyableValue } from '../../../components/CopyableValue';
import { PageContainer } from '../../../components/PageContainer';
import { PageHeader } from '../../../components/PageHeader';
import { useTenantScope } from '../../../session/tenant-scope';
import { ErrorFallback } from '../../../shell/errors/ErrorFallback';
import { useSnackbar } from '../../../shell/snackbar/snackbar-context';
import { downloadInstaller } from './download-installer';
import { INSTALLATION_GUIDES } from './installation-guides';
import { installationCustomerQuery } from './installation.queries';

function Section({
  title,
  icon,
  children,
  tutorial,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  /** The name a tutorial step finds it by (data-tutorial). */
  tutorial?: string;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 3 }} data-tutorial={tutorial}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        {icon}
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}

function Field({
  label,
  children,
  hint,
  tutorial,
}: {
  label: string;
  children: ReactNode;
  hint?: ReactNode;
  /** The name a tutorial step finds it by (data-tutorial). */
  tutorial?: string;
}) {
  return (
    <Box sx={{ '& + &': { mt: 2.5 } }} data-tutorial={tutorial}>
      <Typography variant="subtitle2" sx={{ mb: 0.75 }}>
        {label}
      </Typography>
      {children}
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}

const DOWNLOADS: { platform: InstallerPlatform; label: string; icon: ReactNode; hint: string }[] = [
  {
    platform: 'windows',
    label: 'Windows',
    icon: <DesktopWindowsRounded />,
    hint: 'A zip with the agent and a PowerShell installer (install.ps1); not an .msi.',
  },
  {
    platform: 'macos',
    label: 'macOS (manual)',
    icon: <LaptopMacRounded />,
    hint: 'A shell installer to run in Terminal.',
  },
  {
    platform: 'macosScript',
    label: 'macOS (script)',
    icon: <FolderZipRounded />,
    hint: 'The silent installation script for an MDM, saved as mdm_install.zip.',
  },
  {
    platform: 'linux',
    label: 'Linux',
    icon: <TerminalRounded />,
    hint: 'A shell installer; --prefix chooses the folder.',
  },
];

/**
 * Device Setup → Installation (spec part 2 §2.6): the customer's agent keys, its installation
 * packages (each carries the install key and this console's address), the silent commands and
 * the guides.
 */
export default function InstallationPage({ info }: { info: AreaInfo }) {
  const { tenantId, actingTenantId } = useTenantScope();
  const snackbar = useSnackbar();
  const [downloading, setDownloading] = useState<InstallerPlatform | null>(null);
  const query = useQuery(installationCustomerQuery, {
    variables: { id: tenantId, tenantId: actingTenantId ?? undefined },
    fetchPolicy: 'network-only',
  });
  const customer = query.data?.customer2;

  if (query.error && !customer)
    return <ErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  if (!customer)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', flex: 1, py: 8 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );

  const { agentKey, agentUninstallKey } = customer;
  const download = (platform: InstallerPlatform) => {
    setDownloading(platform);
    downloadInstaller(platform, actingTenantId ?? null)
      .catch((error: unknown) => snackbar.showError(error))
      .finally(() => setDownloading(null));
  };

  return (
    <PageContainer>
      <PageHeader title={info.title} description={info.summary} />
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
          <Section title="Download the agent" icon={<FolderZipRounded color="primary" />}>
            {!agentKey && (
              <Alert severity="info" sx={{ mb: 2 }}>
                Only administrators can see the agent keys and download installation packages.
              </Alert>
            )}
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {DOWNLOADS.map((d) => (
                <Paper
                  key={d.platform}
                  variant="outlined"
                  sx={{ p: 2, display: 'flex', flexDirection: 'column' }}
                >
                  <Button
                    variant="contained"
                    startIcon={d.icon}
                    disabled={!agentKey || downloading !== null}
                    onClick={() => download(d.platform)}
                    data-testid={`download-${d.platform}`}
                    data-tutorial={`download-${d.platform}`}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    {d.label}
                  </Button>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {d.hint}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ fontFamily: 'monospace', mt: 0.5 }}
                  >
                    {InstallerFileNames[d.platform]}
                  </Typography>
                </Paper>
              ))}
            </Box>
          </Section>

          {agentKey && agentUninstallKey && (
            <Section title="Silent installation on Windows" icon={<DesktopWindowsRounded color="primary" />}>
              <Field
                label="Install"
                hint="Run as an administrator in the folder the Windows zip was extracted to (vigil-agent)."
                tutorial="windows-silent-install"
              >
                <CopyableValue label="Silent install command" value={windowsSilentInstallCommand(agentKey)} />
              </Field>
              <Field
                label="Uninstall"
                hint="The uninstall key is checked by the console before the agent is removed."
              >
                <CopyableValue
                  label="Silent uninstall command"
                  value={windowsSilentUninstallCommand(agentUninstallKey)}
                />
              </Field>
            </Section>
          )}

          {agentKey && agentUninstallKey && (
            <Section
              title="Linux and macOS from a terminal"
              icon={<TerminalRounded color="primary" />}
              tutorial="terminal-commands"
            >
              <Field
                label="Install"
                hint="As root the agent goes to /opt/vigil-agent (macOS: /usr/local/vigil-agent)."
              >
                <CopyableValue label="Linux install command" value={`sh ${InstallerFileNames.linux}`} />
              </Field>
              <Field label="Uninstall">
                <CopyableValue
                  label="Linux uninstall command"
                  value={shellUninstallCommand(InstallerFileNames.linux, agentUninstallKey)}
                />
              </Field>
            </Section>
          )}
        </Box>

        <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
          <Section title="Customer" icon={<KeyRounded color="primary" />}>
            <Field label="Customer">
              <Typography data-testid="installation-customer">{customer.name}</Typography>
            </Field>
            <Field label="Partner">
              <Typography data-testid="installation-partner">{customer.partner?.name ?? '—'}</Typography>
            </Field>
            {agentKey && (
              <Field
                label="Install key"
                hint="Registers a device as one of this customer's."
                tutorial="install-key"
              >
                <CopyableValue label="Install key" value={agentKey} />
              </Field>
            )}
            {agentUninstallKey && (
              <Field
                label="Uninstall key"
                hint="Needed to remove the agent from a device."
                tutorial="uninstall-key"
              >
                <CopyableValue label="Uninstall key" value={agentUninstallKey} />
              </Field>
            )}
          </Section>

          <Section
            title="Installation guides"
            icon={<MenuBookRounded color="primary" />}
            tutorial="installation-guides"
          >
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
              {INSTALLATION_GUIDES.map((guide) => (
                <li key={guide.href}>
                  <Link href={guide.href} target="_blank" rel="noopener noreferrer">
                    {guide.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Section>

          <Section title="Notes" icon={<InfoOutlined color="primary" />}>
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
              <Typography component="li" variant="body2">
                Every package carries this customer&apos;s install key and the address of this console: a
                device registers on installation and appears under Devices.
              </Typography>
              <Typography component="li" variant="body2">
                The agent needs Node.js 20.19 or newer on the device.
              </Typography>
              <Typography component="li" variant="body2">
                Keep the uninstall key to administrators: with it, anyone at a device can remove the agent.
              </Typography>
              <Typography component="li" variant="body2">
                A device can also be uninstalled from the console (Devices → Uninstall): its agent unregisters
                and stops at its next policy check.
              </Typography>
            </Box>
          </Section>
        </Box>
      </Box>
    </PageContainer>
  );
}
