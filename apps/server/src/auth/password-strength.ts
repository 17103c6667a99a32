import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { PasswordRules } from '@vigil/contracts';

/** Built on first use: ranking the dictionaries takes about a second. */
let estimator: ZxcvbnFactory | null = null;

function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
    // The matchers grow faster than linearly with the length and the l33t variants: unbounded, a
    // crafted 128-character password took seconds of CPU. Within these bounds a check takes well
    // under 0.2 s, and a password whose first 32 characters are strong is strong.
    maxLength: 32,
    l33tMaxSubstitutions: 10,
    // Fuzzy matching makes a check take a second or more; exact and l33t matches suffice here.
    useLevenshteinDistance: false,
  });
  return estimator;
}

/** What an attacker aiming at this account would try first: its names, email and organisation. */
export interface PasswordContext {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  tenantName?: string | null;
}

/** The words of the context, split so that "ann.lee@contoso-health.com" also yields "contoso". */
export function contextWords(context: PasswordContext): string[] {
  const whole = [context.email, context.firstName, context.lastName, context.tenantName, 'Vigil'];
  const parts = whole.flatMap((v) => (v ? v.split(/[^\p{L}\p{N}]+/u) : []));
  const tenantJoined = context.tenantName ? [context.tenantName.replace(/[^\p{L}\p{N}]+/gu, '')] : [];
  return [...new Set([...whole, ...parts, ...tenantJoined])]
    .filter((w): w is string => typeof w === 'string' && w.length >= 3)
    .map((w) => w.toLowerCase());
}

/**
 * Whether the password needs enough guesses (PasswordRules): false for common passwords, keyboard
 * walks and repeats, dictionary words, and the person's or organisation's own names and email.
 */
export function isPasswordStrongEnough(password: string, context: PasswordContext = {}): boolean {
  const result = zxcvbn().check(password, contextWords(context));
  return result.guessesLog10 >= PasswordRules.minGuessesLog10;
}
