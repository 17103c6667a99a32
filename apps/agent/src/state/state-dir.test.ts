import { describe, expect, it } from 'vitest';
import { defaultStateDir, resolveStateDir } from './state-dir.js';

const linux = (env: Record<string, string | undefined> = {}) => ({
  env,
  platform: 'linux' as const,
  homeDir: '/home/ann',
});

describe('defaultStateDir', () => {
  it('uses $XDG_STATE_HOME, else ~/.local/state, on Linux', () => {
    expect(defaultStateDir(linux({ XDG_STATE_HOME: '/var/state/ann' }))).toBe('/var/state/ann/vigil-agent');
    expect(defaultStateDir(linux())).toBe('/home/ann/.local/state/vigil-agent');
  });

  it('ignores a relative $XDG_STATE_HOME, as the XDG spec requires', () => {
    expect(defaultStateDir(linux({ XDG_STATE_HOME: 'state' }))).toBe('/home/ann/.local/state/vigil-agent');
  });

  it('uses %LOCALAPPDATA%\\Vigil\\agent on Windows, with a fallback under the profile', () => {
    expect(
      defaultStateDir({
        env: { LOCALAPPDATA: 'C:\\Users\\ann\\AppData\\Local' },
        platform: 'win32',
        homeDir: 'C:\\Users\\ann',
      }),
    ).toBe('C:\\Users\\ann\\AppData\\Local\\Vigil\\agent');
    expect(defaultStateDir({ env: {}, platform: 'win32', homeDir: 'C:\\Users\\ann' })).toBe(
      'C:\\Users\\ann\\AppData\\Local\\Vigil\\agent',
    );
  });

  it('uses Application Support on macOS', () => {
    expect(defaultStateDir({ env: {}, platform: 'darwin', homeDir: '/Users/ann' })).toBe(
      '/Users/ann/Library/Application Support/vigil-agent',
    );
  });
});

describe('resolveStateDir', () => {
  it('prefers --state-dir, then $VIGIL_AGENT_STATE_DIR, then the default', () => {
    const env = linux({ VIGIL_AGENT_STATE_DIR: '/srv/agent-b' });
    expect(resolveStateDir('/srv/agent-a', env)).toBe('/srv/agent-a');
    expect(resolveStateDir(undefined, env)).toBe('/srv/agent-b');
    expect(resolveStateDir(undefined, linux())).toBe('/home/ann/.local/state/vigil-agent');
  });

  it('makes a relative --state-dir absolute', () => {
    expect(resolveStateDir('agent-a', linux())).toBe(`${process.cwd()}/agent-a`);
  });
});
