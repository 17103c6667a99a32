import { pathToFileURL } from 'node:url';
import { booleanOption, parseCommandLine, stringOption } from './cli/args.js';
import { CliError, ExitCode } from './cli/exit-codes.js';
import { createOutput, type Output } from './cli/output.js';
import { decryptCommand, runDecrypt } from './commands/decrypt.js';
import { registerCommand, runRegister } from './commands/register.js';
import { runCommand, runRun } from './commands/run.js';
import { repositoryCommand, runRepository } from './commands/repository.js';
import { runScan, scanCommand } from './commands/scan.js';
import { runStatus, statusCommand } from './commands/status.js';
import { AGENT_VERSION } from './facts/device-facts.js';
import { resolveStateDir } from './state/state-dir.js';

export const COMMANDS = [
  registerCommand,
  scanCommand,
  runCommand,
  statusCommand,
  repositoryCommand,
  decryptCommand,
];

/** The whole CLI: parses argv, runs the command, returns the process exit code. */
export async function main(argv: readonly string[], io: { output?: Output } = {}): Promise<number> {
  let output = io.output ?? createOutput();
  try {
    const parsed = parseCommandLine(argv, COMMANDS);
    if (parsed.kind === 'help') {
      output.line(parsed.text.trimEnd());
      return ExitCode.ok;
    }
    if (parsed.kind === 'version') {
      output.line(AGENT_VERSION);
      return ExitCode.ok;
    }
    const { command, values, positionals } = parsed;
    if (!io.output && booleanOption(values, 'quiet')) output = createOutput({ quiet: true });
    const stateDir = resolveStateDir(stringOption(values, 'state-dir'));
    switch (command.name) {
      case 'register':
        return await runRegister(values, stateDir, output);
      case 'scan':
        return await runScan(values, positionals, stateDir, output);
      case 'run':
        return await runRun(values, positionals, stateDir, output);
      case 'repository':
        return await runRepository(values, stateDir, output);
      case 'status':
        return await runStatus(values, stateDir, output);
      case 'decrypt':
        return await runDecrypt(values, positionals, stateDir, output);
      default:
        throw new CliError(`Command "${command.name}" is not implemented.`, ExitCode.usage);
    }
  } catch (error) {
    if (error instanceof CliError) {
      output.warn(`vigil-agent: ${error.message}`);
      return error.exitCode;
    }
    output.warn(
      `vigil-agent: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return ExitCode.failure;
  }
}

// `tsx src/cli.ts …` works as well as the bin.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
