import os from 'node:os';
import path from 'node:path';

export interface StateDirEnvironment {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  homeDir: string;
}

const defaultEnvironment = (): StateDirEnvironment => ({
  env: process.env,
  platform: process.platform,
  homeDir: os.homedir(),
});

/**
 * The per-user default: %LOCALAPPDATA%\Vigil\agent on Windows, ~/Library/Application Support on
 * macOS, $XDG_STATE_HOME (or ~/.local/state) elsewhere. Each state folder is one device.
 */
export function defaultStateDir(environment: StateDirEnvironment = defaultEnvironment()): string {
  const { env, platform, homeDir } = environment;
  if (platform === 'win32') {
    const base = env.LOCALAPPDATA || path.win32.join(homeDir, 'AppData', 'Local');
    return path.win32.join(base, 'Vigil', 'agent');
  }
  if (platform === 'darwin') {
    return path.posix.join(homeDir, 'Library', 'Application Support', 'vigil-agent');
  }
  // The XDG spec says relative values are invalid and must be ignored.
  const xdg = env.XDG_STATE_HOME;
  const base = xdg && path.posix.isAbsolute(xdg) ? xdg : path.posix.join(homeDir, '.local', 'state');
  return path.posix.join(base, 'vigil-agent');
}

export function resolveStateDir(
  option: string | undefined,
  environment: StateDirEnvironment = defaultEnvironment(),
): string {
  const chosen = option ?? environment.env.VIGIL_AGENT_STATE_DIR;
  return chosen ? path.resolve(chosen) : defaultStateDir(environment);
}

/** Where each piece of state lives inside the state folder. */
export function statePaths(stateDir: string) {
  return {
    root: stateDir,
    identity: path.join(stateDir, 'identity.json'),
    registration: path.join(stateDir, 'registration.json'),
    status: path.join(stateDir, 'status.json'),
    policy: path.join(stateDir, 'policy.json'),
    lock: path.join(stateDir, 'agent.lock'),
    indexDir: path.join(stateDir, 'index'),
    queueDir: path.join(stateDir, 'queue'),
    deadLetterDir: path.join(stateDir, 'dead-letter'),
    /** The agent's rotating log (log/rotating-log.ts). */
    logDir: path.join(stateDir, 'logs'),
  };
}
export type StatePaths = ReturnType<typeof statePaths>;
