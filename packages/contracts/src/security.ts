/**
 * Limits that protect accounts and the server from guessing and floods: one place for the sign-in
 * throttle, the request rate limits and the password rule, so the server, the web and the docs
 * agree on them.
 */

/**
 * Failed sign-ins (and wrong current passwords) are throttled per account and address pair with
 * growing delays, so a guesser elsewhere never locks the owner out from the owner's own address.
 * The account as a whole and each address have hard hourly caps (ASVS V2.2.1: at most 100 failed
 * attempts an hour on one account).
 */
export const SignInThrottle = {
  /** Failures older than this are forgotten by every rule below. */
  windowSeconds: 60 * 60,
  /** Failures of one account from one address that cost no waiting. */
  freeFailures: 5,
  /** The wait after the first failure beyond the free ones; it doubles with each further failure. */
  firstDelaySeconds: 2,
  /** The longest wait between two attempts of one account from one address. */
  maxDelaySeconds: 15 * 60,
  /** Failures of one account an hour, from all addresses together. */
  accountMaxFailures: 100,
  /**
   * Of those, what addresses the account never signed in from may use: the rest is kept for the
   * addresses it did sign in from, so a guesser cannot spend the owner's attempts.
   */
  accountMaxFailuresFromNewAddresses: 90,
  /** Failures from one address an hour, over all accounts (password spraying). */
  addressMaxFailures: 100,
  /** An address the account signed in from is remembered this long. */
  knownAddressDays: 90,
} as const;

export interface RateLimit {
  /** Requests allowed per window and key. */
  max: number;
  windowSeconds: number;
}

/**
 * Request rate limits (HTTP 429 with Retry-After beyond them). Keys: the client address, or the
 * signed-in user for /graphql. Generous for people and the console; tight enough to stop floods.
 */
export const RateLimits = {
  /** POST /api/Login/refresh, per address. The console refreshes once per access token (15 min). */
  refresh: { max: 120, windowSeconds: 60 },
  /** POST /api/Login/token/bySignInToken, per address. */
  signInByToken: { max: 30, windowSeconds: 60 },
  /**
   * POST /agent/v1/register, per address. A fleet deployed at once registers from behind one NAT
   * address, so it is wide; agents retry a 429 later. Agent keys are random UUIDs: the limit stops
   * floods of the database, not guessing.
   */
  agentRegistration: { max: 600, windowSeconds: 60 },
  /**
   * The public sign-up calls (POST /graphql/Rest/createPartner and createCustomer), per address:
   * a person signs up once; each call hashes a password and creates a tenant.
   */
  signUp: { max: 10, windowSeconds: 60 * 60 },
  /** GET /graphql/Rest/partnerCountry, per address: the sign-up pages ask once per visit. */
  partnerCountry: { max: 60, windowSeconds: 60 },
  /** /graphql, per signed-in user (per address when anonymous). A console page sends a few dozen. */
  graphql: { max: 1200, windowSeconds: 60 },
} as const satisfies Record<string, RateLimit>;

/**
 * The password rule beyond its length (Limits.passwordMin): the server estimates with zxcvbn
 * how many guesses the password needs, counting common passwords, dictionary words, keyboard
 * patterns and the person's and organisation's own names and email.
 */
export const PasswordRules = {
  /**
   * At least 10^5 guesses. Any six characters that are not a known word or pattern need 10^6, so
   * the spec's minimum length stays usable; '123456', 'password' or the tenant's name need fewer
   * than 10^3.
   */
  minGuessesLog10: 5,
} as const;
