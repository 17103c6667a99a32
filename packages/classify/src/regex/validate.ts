export type PatternCheck = { ok: true } | { ok: false; message: string };

/** Checks a customer's pattern at save time: syntax and the constructs the safe engine supports. */
export function validatePattern(_pattern: string): PatternCheck {
  throw new Error('not implemented');
}
