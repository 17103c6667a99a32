import { z } from 'zod';

/**
 * Installation packages (spec §2.6 Installations page, §7.3): REST downloads with the bearer
 * token, each for the customer acted for (or ?tenantId=), the customer's agent key embedded.
 */
export const InstallationRoutes = {
  /** Self-contained shell installer for Linux (also runs on macOS). */
  linux: '/graphql/Rest/download/installer/linux',
  /** The same installer, named for a manual install on a Mac. */
  macos: '/graphql/Rest/download/installer/macos',
  /** The macOS silent installation script for an MDM (saved as mdm_install.zip). */
  macosScript: '/graphql/Rest/download/installer/macos-script',
  /** A zip with the bundled agent and a PowerShell installer (not an .msi). */
  windows: '/graphql/Rest/download/installer/windows',
  /** Called by an installed agent's uninstaller: the device credential and the customer's uninstall key. */
  agentUninstall: '/agent/v1/uninstall',
} as const;

export type InstallerPlatform = Exclude<keyof typeof InstallationRoutes, 'agentUninstall'>;

/** What the browser saves each download as. */
export const InstallerFileNames: Record<InstallerPlatform, string> = {
  linux: 'vigil-agent-linux.sh',
  macos: 'vigil-agent-macos.sh',
  macosScript: 'mdm_install.zip',
  windows: 'vigil-agent-windows.zip',
};

export const InstallationMessages = {
  tenantIdInvalid: 'tenantId must be a positive integer',
  notACustomer: 'Installation packages belong to a customer: choose a customer first.',
  noAgentKey: 'This customer has no agent key yet.',
  adminsOnly: 'Only administrators can download installation packages.',
  uninstallKeyInvalid: 'The uninstall key is not valid.',
} as const;

/** ?tenantId= of a download: optional, a positive integer of at most 9 digits. */
export const installerQuerySchema = z
  .object({
    tenantId: z
      .string()
      .regex(/^[1-9]\d{0,8}$/, InstallationMessages.tenantIdInvalid)
      .transform(Number)
      .optional(),
  })
  .strict();

export const UNINSTALL_KEY_MAX = 200;

/** Body of POST /agent/v1/uninstall. */
export const agentUninstallRequestSchema = z
  .object({
    uninstallKey: z
      .string()
      .min(1, InstallationMessages.uninstallKeyInvalid)
      .max(UNINSTALL_KEY_MAX, InstallationMessages.uninstallKeyInvalid)
      .refine((v) => !v.includes('\0'), InstallationMessages.uninstallKeyInvalid),
  })
  .strict();
export type AgentUninstallRequest = z.infer<typeof agentUninstallRequestSchema>;

/** The Windows package's installer, run from the folder the zip was extracted to. */
export const WINDOWS_INSTALL_SCRIPT = 'install.ps1';

/** Silent install for Windows: the package already carries the key; -AgentKey makes it explicit. */
export function windowsSilentInstallCommand(agentKey: string): string {
  return `powershell -NoProfile -ExecutionPolicy Bypass -File .\\${WINDOWS_INSTALL_SCRIPT} -AgentKey ${agentKey} -Quiet`;
}

/** Silent uninstall for Windows: the uninstall key is checked by the server before the agent goes. */
export function windowsSilentUninstallCommand(uninstallKey: string): string {
  return `powershell -NoProfile -ExecutionPolicy Bypass -File .\\${WINDOWS_INSTALL_SCRIPT} -Uninstall -UninstallKey ${uninstallKey} -Quiet`;
}

/** The shell installer's uninstall, for Linux and macOS. */
export function shellUninstallCommand(fileName: string, uninstallKey: string): string {
  return `sh ${fileName} --uninstall --uninstall-key ${uninstallKey}`;
}
