/** Process exit codes: scripts that install or supervise the agent branch on them. */
export const ExitCode = {
  ok: 0,
  failure: 1,
  usage: 2,
  /** The server could not be reached; everything produced is kept in the queue for next time. */
  unreachable: 3,
  /** The server refused the agent key or the device credential. */
  refused: 4,
  /** The state folder is not usable: not registered, or another agent process holds it. */
  state: 5,
  /** Stopped by Ctrl-C or SIGTERM before the work was done (what was queued is kept). */
  interrupted: 130,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** An error that ends the command with a message for the person and a specific exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
