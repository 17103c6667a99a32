import { compilePattern } from './compile-pattern.js';
import { PatternSyntaxError } from './parse.js';

export type PatternCheck = { ok: true } | { ok: false; message: string };

/** Checks a customer's pattern at save time: syntax and the constructs the safe engine supports. */
export function validatePattern(pattern: string): PatternCheck {
  try {
    compilePattern(pattern, false);
    return { ok: true };
  } catch (error) {
    if (error instanceof PatternSyntaxError) return { ok: false, message: error.message };
    throw error;
  }
}
