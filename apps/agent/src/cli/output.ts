export interface Output {
  /** A result line, on stdout. */
  line(text: string): void;
  /** A warning or error, on stderr. */
  warn(text: string): void;
  /** Progress of a long operation: one updating line on a terminal, a line every few seconds otherwise. */
  progress(text: string): void;
  endProgress(): void;
}

interface Stream {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

export interface OutputOptions {
  stdout?: Stream;
  stderr?: Stream;
  quiet?: boolean;
  /** Minimum time between progress lines when stderr is not a terminal. */
  plainIntervalMs?: number;
  now?: () => number;
}

export function createOutput(options: OutputOptions = {}): Output {
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  const now = options.now ?? Date.now;
  const plainIntervalMs = options.plainIntervalMs ?? 5_000;
  const tty = stderr.isTTY === true;
  let progressShown = false;
  let lastPlainAt = -Infinity;

  const clearProgress = () => {
    if (progressShown) {
      stderr.write('\r\x1b[2K');
      progressShown = false;
    }
  };

  return {
    line(text) {
      clearProgress();
      stdout.write(`${text}\n`);
    },
    warn(text) {
      clearProgress();
      stderr.write(`${text}\n`);
    },
    progress(text) {
      if (options.quiet) return;
      if (tty) {
        stderr.write(`\r\x1b[2K${text}`);
        progressShown = true;
        return;
      }
      const at = now();
      if (at - lastPlainAt < plainIntervalMs) return;
      lastPlainAt = at;
      stderr.write(`${text}\n`);
    },
    endProgress() {
      clearProgress();
    },
  };
}
