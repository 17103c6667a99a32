/** Where a candidate sits: validators may look at its surroundings (look-alike rejection). */
export interface CheckContext {
  text: string;
  start: number;
  end: number;
}

export type CheckResult =
  | {
      ok: true;
      /** Canonical form for counting distinct values (e.g. digits without separators). */
      normalized?: string;
      /** A shorter end when the candidate carried trailing text that is not part of the value. */
      end?: number;
    }
  | { ok: false; reason: string };

export type Check = (value: string, context: CheckContext) => CheckResult;

export const pass = (normalized?: string, end?: number): CheckResult => ({ ok: true, normalized, end });
export const fail = (reason: string): CheckResult => ({ ok: false, reason });

export const digitsOf = (value: string): string => value.replace(/\D/g, '');
