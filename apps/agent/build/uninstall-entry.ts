// The installers' uninstall step, bundled beside the agent as vigil-uninstall.mjs:
//   node vigil-uninstall.mjs --state-dir DIR --uninstall-key KEY
// The server checks the customer's uninstall key and releases the device (UNINSTALLED, credential
// revoked); only then may the installer remove the agent. Exit codes: 0 released, 2 usage,
// 3 server unreachable, 4 refused (wrong key or unknown credential), 5 not registered.
import { parseArgs } from 'node:util';
import { DEVICE_AUTH_SCHEME, InstallationRoutes } from '@vigil/contracts';
import { readRegistration } from '../src/state/agent-state.js';
import { statePaths } from '../src/state/state-dir.js';

async function uninstall(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { 'state-dir': { type: 'string' }, 'uninstall-key': { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`vigil-uninstall: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const stateDir = values['state-dir'];
  const uninstallKey = values['uninstall-key'];
  if (!stateDir || !uninstallKey) {
    console.error('usage: vigil-uninstall --state-dir DIR --uninstall-key KEY');
    return 2;
  }
  const registration = await readRegistration(statePaths(stateDir));
  if (!registration) {
    console.error(`vigil-uninstall: no registration in ${stateDir}`);
    return 5;
  }
  let response: Response;
  try {
    response = await fetch(
      new URL(InstallationRoutes.agentUninstall.replace(/^\//, ''), registration.server),
      {
        method: 'POST',
        headers: {
          authorization: `${DEVICE_AUTH_SCHEME} ${registration.deviceCredential}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ uninstallKey }),
        signal: AbortSignal.timeout(30_000),
      },
    );
  } catch (error) {
    console.error(
      `vigil-uninstall: ${registration.server} unreachable: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 3;
  }
  if (response.ok) return 0;
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  console.error(`vigil-uninstall: refused (${response.status}): ${body?.message ?? response.statusText}`);
  return response.status >= 500 ? 1 : 4;
}

process.exitCode = await uninstall(process.argv.slice(2));
