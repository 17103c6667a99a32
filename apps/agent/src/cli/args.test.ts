import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../cli.js';
import { integerOption, parseCommandLine } from './args.js';
import { CliError, ExitCode } from './exit-codes.js';

function parse(...argv: string[]) {
  return parseCommandLine(argv, COMMANDS);
}

function usageFailure(...argv: string[]): CliError {
  try {
    parse(...argv);
  } catch (error) {
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(ExitCode.usage);
    return error as CliError;
  }
  throw new Error(`expected "${argv.join(' ')}" to be refused`);
}

describe('parseCommandLine', () => {
  it('shows the program help without arguments, with --help and with "help"', () => {
    for (const argv of [[], ['--help'], ['-h'], ['help']]) {
      const parsed = parse(...argv);
      expect(parsed.kind).toBe('help');
      if (parsed.kind === 'help') expect(parsed.text).toContain('register');
    }
  });

  it('shows a command help with "<command> --help" and "help <command>"', () => {
    for (const argv of [
      ['scan', '--help'],
      ['help', 'scan'],
      ['scan', '/tmp', '-h'],
    ]) {
      const parsed = parse(...argv);
      expect(parsed.kind).toBe('help');
      if (parsed.kind === 'help') {
        expect(parsed.text).toContain('Usage: vigil-agent scan PATH…');
        expect(parsed.text).toContain('--workers N');
        expect(parsed.text).toContain('--state-dir DIR');
      }
    }
  });

  it('parses a command with its options, the global --state-dir and the paths', () => {
    const parsed = parse('scan', '/data', '/home/a', '--once', '--workers', '3', '--state-dir', '/tmp/s');
    expect(parsed.kind).toBe('command');
    if (parsed.kind !== 'command') return;
    expect(parsed.command.name).toBe('scan');
    expect(parsed.positionals).toEqual(['/data', '/home/a']);
    expect(parsed.values).toMatchObject({ once: true, workers: '3', 'state-dir': '/tmp/s' });
  });

  it('accepts --name=value forms', () => {
    const parsed = parse('register', '--server=http://localhost:4000', '--key=abc');
    expect(parsed.kind === 'command' && parsed.values).toMatchObject({
      server: 'http://localhost:4000',
      key: 'abc',
    });
  });

  it('refuses unknown commands, unknown options, missing and unexpected arguments', () => {
    expect(usageFailure('scna').message).toContain('Unknown command "scna"');
    expect(usageFailure('--once').message).toContain('Expected a command before "--once"');
    expect(usageFailure('scan', '/x', '--bogus').message).toContain("Unknown option '--bogus'");
    expect(usageFailure('scan').message).toContain('scan needs at least one PATH');
    expect(usageFailure('status', 'extra').message).toContain('status takes no arguments');
    expect(usageFailure('register', '--server').message).toContain('--server');
    expect(usageFailure('register', '--key', ' ').message).toContain('--key needs a value');
    expect(usageFailure('help', 'nothing').message).toContain('Unknown command "nothing"');
  });

  it('recognises --version', () => {
    expect(parse('--version').kind).toBe('version');
  });
});

describe('integerOption', () => {
  const bounds = { min: 0, max: 64, fallback: 2 };

  it('falls back when absent and reads whole numbers within bounds', () => {
    expect(integerOption({}, 'workers', bounds)).toBe(2);
    expect(integerOption({ workers: '0' }, 'workers', bounds)).toBe(0);
    expect(integerOption({ workers: '64' }, 'workers', bounds)).toBe(64);
  });

  it('refuses fractions, words and values out of bounds with the option named', () => {
    expect(() => integerOption({ workers: '1.5' }, 'workers', bounds)).toThrow(
      '--workers must be a whole number',
    );
    expect(() => integerOption({ workers: 'two' }, 'workers', bounds)).toThrow(
      '--workers must be a whole number',
    );
    expect(() => integerOption({ workers: '65' }, 'workers', bounds)).toThrow('between 0 and 64');
  });
});
