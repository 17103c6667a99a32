import { z } from 'zod';
import { Limits } from './limits.js';
import { Messages } from './messages.js';

/**
 * Customer and partner settings, decryption credentials and the API page (spec part 2 §2.3, §2.6,
 * §4 "Customer settings", §5 "Partner settings" and "Customer profile", §7, §8, §9).
 */
export const SettingsLimits = {
  /** How long a password re-verification opens the decryption credentials (Verify your account). */
  reverificationSeconds: 5 * 60,
  /** A temporary decryption key works this long from its start (spec §9: right-click decryption). */
  temporaryDecryptKeyHours: 6,
  /** Longest reverification token the server reads (it makes ~120 characters). */
  reverificationTokenMax: 512,
} as const;

export const SettingsMessages = {
  customerSettingsUpdated: 'Customer settings updated successfully',
  temporaryKeyRefreshFailed: 'Error on refresh temporary decrypt key',
  /** A missing, expired or foreign proof: the dialog asks for the password again. */
  reverificationRequired: 'Verify your account again to see the decryption credentials.',
  copied: 'Copied to clipboard',
  copyFailed: 'The browser did not allow copying: select the text and copy it by hand.',
} as const;

/** Verify your account: the password, re-entered (an empty one is never sent). */
export const reverifyPasswordSchema = z.object({
  password: z
    .string()
    .min(1, Messages.required)
    .max(Limits.passwordMax, Messages.lengthBelow(Limits.passwordMax)),
});
export type ReverifyPasswordForm = z.input<typeof reverifyPasswordSchema>;

/** Where the API lives, relative to the console's origin (the API and Extensions page). */
export const ApiAddresses = {
  /** Every query and mutation: POST with a JSON body. */
  graphqlEndpoint: '/graphql',
  /** The schema in SDL, for signed-in callers (Authorization: Bearer …). */
  graphqlSchema: '/graphql/schema.graphql',
} as const;
