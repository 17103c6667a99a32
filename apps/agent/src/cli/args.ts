import { parseArgs } from 'node:util';
import { CliError, ExitCode } from './exit-codes.js';

export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  /** Placeholder shown in help, e.g. "URL". */
  value?: string;
  description: string;
}

export interface CommandSpec {
  name: string;
  summary: string;
  usage: string;
  options: Record<string, OptionSpec>;
  /** What the positionals are ("PATH…"), or null when the command takes none. */
  positionals: { name: string; min: number } | null;
}

export type OptionValues = Record<string, string | boolean | undefined>;

export type ParsedCommandLine =
  | { kind: 'help'; text: string }
  | { kind: 'version' }
  | { kind: 'command'; command: CommandSpec; values: OptionValues; positionals: string[] };

export const GLOBAL_OPTIONS: Record<string, OptionSpec> = {
  'state-dir': {
    type: 'string',
    value: 'DIR',
    description:
      'Folder holding the credential, queue and scan index (default: $VIGIL_AGENT_STATE_DIR or a per-user folder)',
  },
  help: { type: 'boolean', short: 'h', description: 'Show help' },
};

const PROGRAM = 'vigil-agent';

export function usageError(message: string): CliError {
  return new CliError(`${message}\nRun "${PROGRAM} --help" for usage.`, ExitCode.usage);
}

export function parseCommandLine(
  argv: readonly string[],
  commands: readonly CommandSpec[],
): ParsedCommandLine {
  const first = argv[0];
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    const topic = first === 'help' ? argv[1] : undefined;
    const command = topic ? commands.find((c) => c.name === topic) : undefined;
    if (topic && !command) throw usageError(`Unknown command "${topic}".`);
    return { kind: 'help', text: command ? commandHelp(command) : programHelp(commands) };
  }
  if (first === '--version' || first === '-v') return { kind: 'version' };
  const command = commands.find((c) => c.name === first);
  if (!command) {
    throw usageError(
      first.startsWith('-') ? `Expected a command before "${first}".` : `Unknown command "${first}".`,
    );
  }

  const specs = { ...GLOBAL_OPTIONS, ...command.options };
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv.slice(1),
      options: Object.fromEntries(
        Object.entries(specs).map(([name, spec]) => [
          name,
          spec.short ? { type: spec.type, short: spec.short } : { type: spec.type },
        ]),
      ),
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw usageError(`${command.name}: ${(error as Error).message}`);
  }
  const values = parsed.values as OptionValues;
  if (values.help === true) return { kind: 'help', text: commandHelp(command) };

  const positionals = parsed.positionals;
  if (!command.positionals && positionals.length > 0) {
    throw usageError(`${command.name} takes no arguments (got "${positionals[0]}").`);
  }
  if (command.positionals && positionals.length < command.positionals.min) {
    throw usageError(`${command.name} needs at least one ${command.positionals.name}.`);
  }
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' && value.trim() === '') throw usageError(`--${name} needs a value.`);
  }
  return { kind: 'command', command, values, positionals };
}

export function stringOption(values: OptionValues, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

export function requiredString(values: OptionValues, name: string, commandName: string): string {
  const value = stringOption(values, name);
  if (value === undefined) throw usageError(`${commandName} needs --${name}.`);
  return value;
}

export function booleanOption(values: OptionValues, name: string): boolean {
  return values[name] === true;
}

export function integerOption(
  values: OptionValues,
  name: string,
  bounds: { min: number; max: number; fallback: number },
): number {
  const raw = stringOption(values, name);
  if (raw === undefined) return bounds.fallback;
  if (!/^\d+$/.test(raw.trim())) throw usageError(`--${name} must be a whole number (got "${raw}").`);
  const value = Number(raw);
  if (value < bounds.min || value > bounds.max) {
    throw usageError(`--${name} must be between ${bounds.min} and ${bounds.max} (got ${value}).`);
  }
  return value;
}

function optionLines(options: Record<string, OptionSpec>): string[] {
  const rows = Object.entries(options).map(([name, spec]) => {
    const flag = `${spec.short ? `-${spec.short}, ` : '    '}--${name}${spec.value ? ` ${spec.value}` : ''}`;
    return [flag, spec.description] as const;
  });
  const width = Math.max(...rows.map(([flag]) => flag.length));
  return rows.map(([flag, description]) => `  ${flag.padEnd(width)}  ${description}`);
}

export function commandHelp(command: CommandSpec): string {
  return [
    `Usage: ${PROGRAM} ${command.usage}`,
    '',
    command.summary,
    '',
    'Options:',
    ...optionLines({ ...command.options, ...GLOBAL_OPTIONS }),
    '',
  ].join('\n');
}

export function programHelp(commands: readonly CommandSpec[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    `Usage: ${PROGRAM} <command> [options]`,
    '',
    'The Vigil endpoint agent: finds sensitive data in files and reports it to the Vigil console.',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Global options:',
    ...optionLines({
      ...GLOBAL_OPTIONS,
      version: { type: 'boolean', description: 'Print the agent version' },
    }),
    '',
    `Run "${PROGRAM} <command> --help" for the options of a command.`,
    '',
    'Exit codes: 0 ok, 1 failure, 2 usage, 3 server unreachable (data kept in the queue),',
    '            4 refused by the server, 5 state folder not usable (not registered, in use).',
    '',
  ].join('\n');
}
