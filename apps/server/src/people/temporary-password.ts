import { randomInt } from 'node:crypto';
import { PeopleLimits } from '@vigil/contracts';

/** Letters and digits that cannot be mistaken for one another when read off a screen (no 0/O, 1/l/I). */
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHABET = LOWER + UPPER + DIGITS;

const pick = (chars: string) => chars.charAt(randomInt(chars.length));

/**
 * The temporary password of a new user (spec part 2 §9: 8 random characters), from the operating
 * system's random source: at least one lower-case letter, one capital and one digit, in random
 * places. Shown once; its owner must change it at the first sign-in.
 */
export function temporaryPassword(length: number = PeopleLimits.temporaryPasswordLength): string {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS)];
  while (chars.length < length) chars.push(pick(ALPHABET));
  // Fisher–Yates, so the guaranteed characters are not always first.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
