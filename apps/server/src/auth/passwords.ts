import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum profile: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, unusable under verbatimModuleSyntax)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the account does not exist, so an unknown email costs the same
 * time as a wrong password and timing does not reveal which emails exist.
 */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('vigil-dummy-password-for-timing');
  return dummyHash;
}

/** How sign-in checks a password; a dependency so tests can count what reaches argon2. */
export interface PasswordVerifier {
  verify(passwordHash: string, password: string): Promise<boolean>;
  dummyHash(): Promise<string>;
}

export const argon2Verifier: PasswordVerifier = { verify: verifyPassword, dummyHash: dummyPasswordHash };
