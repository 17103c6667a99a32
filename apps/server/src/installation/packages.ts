import { readFileSync } from 'node:fs';
import { zip, type AsyncZippable } from 'fflate';
import { InstallerFileNames, WINDOWS_INSTALL_SCRIPT, type InstallerPlatform } from '@vigil/contracts';
import { AGENT_BUNDLE_FILES, type AgentSystem, type PackagedAgent } from './agent-bundle.js';

/** What every package carries for its customer. */
export interface PackageSettings {
  /** The server the agent registers with (the console's public origin). */
  serverUrl: string;
  agentKey: string;
  customerName: string;
}

export interface InstallerPackage {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const template = (name: string) => readFileSync(new URL(`./templates/${name}`, import.meta.url), 'utf8');
const SHELL_TEMPLATE = template('install.sh');
const POWERSHELL_TEMPLATE = template('install.ps1');
const CMD_LAUNCHER = template('install.cmd');

/** A value as one single-quoted shell (or PowerShell) word: nothing inside is expanded. */
function quoted(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
function psQuoted(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** A customer's name inside a comment line: printable and on one line. */
function commentText(value: string): string {
  return value.replace(/[^\x20-\x7e\u00a0-\uffff]/g, ' ').slice(0, 200);
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/@@([A-Z_]+)@@/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`installer template has no value for ${whole}`);
    return value;
  });
}

/**
 * The self-contained installer for Linux and macOS: the agent's files travel inside it, with the
 * system's native watcher binaries (lib/native/).
 */
export function shellInstaller(
  agent: PackagedAgent,
  settings: PackageSettings,
  fileName: string,
  system: Exclude<AgentSystem, 'windows'>,
): string {
  const natives = agent.natives[system].embedded;
  const folders = [...new Set(Object.keys(natives).map((name) => name.slice(0, name.lastIndexOf('/'))))];
  const payload = [
    ...folders.map((folder) => `mkdir -p "$LIB/${folder}"`),
    ...Object.entries({ ...agent.embedded, ...natives }).map(([name, base64], index) => {
      const marker = `__VIGIL_PAYLOAD_${index}__`;
      return `unpack "$LIB/${name}" <<'${marker}'\n${base64}\n${marker}`;
    }),
  ].join('\n');
  return fill(SHELL_TEMPLATE, {
    TITLE: commentText(settings.customerName),
    FILE_NAME: fileName,
    SERVER: quoted(settings.serverUrl),
    AGENT_KEY: quoted(settings.agentKey),
    VERSION: quoted(agent.version),
    PAYLOAD: payload,
  });
}

const EXECUTABLE = { os: 3, attrs: 0o100755 << 16 } as const;

/** Deflating a few megabytes takes a noticeable fraction of a second: fflate does it off the event loop. */
function zipped(files: AsyncZippable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip(files, (error, data) => (error ? reject(error) : resolve(Buffer.from(data))));
  });
}

/** The macOS silent installation script for an MDM: mdm_install.sh inside mdm_install.zip. */
export function macosScriptZip(agent: PackagedAgent, settings: PackageSettings): Promise<Buffer> {
  const script = shellInstaller(agent, settings, 'mdm_install.sh', 'macos');
  return zipped({ 'mdm_install.sh': [new TextEncoder().encode(script), EXECUTABLE] });
}

/** The Windows package: the bundled agent under lib\ and a PowerShell installer (a zip, not an .msi). */
export function windowsZip(agent: PackagedAgent, settings: PackageSettings): Promise<Buffer> {
  const encode = (text: string) => new TextEncoder().encode(text.replace(/\r?\n/g, '\r\n'));
  const lib: AsyncZippable = {};
  for (const name of Object.values(AGENT_BUNDLE_FILES)) {
    const contents = agent.files[name];
    if (!contents) throw new Error(`the agent bundle has no ${name}`);
    lib[name] = new Uint8Array(contents);
  }
  const native: AsyncZippable = {};
  for (const [name, contents] of Object.entries(agent.natives.windows.files)) {
    native[name.slice(name.lastIndexOf('/') + 1)] = new Uint8Array(contents);
  }
  if (Object.keys(native).length > 0) lib.native = native;
  const ps1 = fill(POWERSHELL_TEMPLATE, {
    TITLE: commentText(settings.customerName),
    SERVER: psQuoted(settings.serverUrl),
    AGENT_KEY: psQuoted(settings.agentKey),
    VERSION: agent.version,
  });
  // PowerShell 5 reads a script without a byte-order mark as the ANSI code page.
  const bom = new Uint8Array([0xef, 0xbb, 0xbf]);
  const withBom = (bytes: Uint8Array) => {
    const out = new Uint8Array(bom.length + bytes.length);
    out.set(bom);
    out.set(bytes, bom.length);
    return out;
  };
  return zipped({
    'vigil-agent': {
      lib,
      [WINDOWS_INSTALL_SCRIPT]: withBom(encode(ps1)),
      'install.cmd': encode(CMD_LAUNCHER),
    },
  });
}

export async function installerPackage(
  platform: InstallerPlatform,
  agent: PackagedAgent,
  settings: PackageSettings,
): Promise<InstallerPackage> {
  const fileName = InstallerFileNames[platform];
  switch (platform) {
    case 'linux':
    case 'macos':
      return {
        fileName,
        contentType: 'text/x-shellscript; charset=utf-8',
        body: Buffer.from(shellInstaller(agent, settings, fileName, platform)),
      };
    case 'macosScript':
      return { fileName, contentType: 'application/zip', body: await macosScriptZip(agent, settings) };
    case 'windows':
      return { fileName, contentType: 'application/zip', body: await windowsZip(agent, settings) };
  }
}

const CACHE_SIZE = 16;
const cache = new Map<string, Promise<InstallerPackage>>();

/**
 * installerPackage, remembered for the last few customers: a package only changes with its
 * customer's key, name or the console's address, and zipping the Windows one takes a second.
 */
export function cachedInstallerPackage(
  platform: InstallerPlatform,
  agent: PackagedAgent,
  settings: PackageSettings,
): Promise<InstallerPackage> {
  const key = JSON.stringify([
    platform,
    agent.version,
    settings.serverUrl,
    settings.agentKey,
    settings.customerName,
  ]);
  let entry = cache.get(key);
  if (entry) {
    cache.delete(key);
  } else {
    entry = installerPackage(platform, agent, settings);
    entry.catch(() => cache.delete(key));
  }
  cache.set(key, entry);
  for (const oldest of cache.keys()) {
    if (cache.size <= CACHE_SIZE) break;
    cache.delete(oldest);
  }
  return entry;
}
