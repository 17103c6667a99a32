import { z } from 'zod';
import { Limits } from './limits.js';
import { Messages } from './messages.js';
import {
  companyNameSchema,
  countryIdSchema,
  customerPhoneSchema,
  customerUpdateSchema,
  partnerUpdateSchema,
} from './tenant-management.js';

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
  applyToDevicesTitle: 'Apply to existing devices?',
  applyToDevicesQuestion: (setting: string) =>
    `Apply "${setting}" to all existing devices as well? No changes only the default for new devices.`,
  monitoringEnableTitle: 'Monitor App Access To Files',
  monitoringEnableWarning:
    'Monitoring application access installs a file-system driver on the devices. Add the Vigil agent to the allowlist (exclusions) of your antivirus software, or it may block the driver.',
  monitoringDisableTitle: 'Stop monitoring application access?',
  monitoringDisableWarning:
    'Without application access monitoring, the agent cannot decrypt files when applications open them: encrypted files become inaccessible on the devices.',
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

const profileShape = customerUpdateSchema.shape;

/**
 * Customer Settings → Customer Profile (spec part 2 §5): company name required, max 255; state,
 * city, street address, apartment max 255; zip code max 50; country required; phone optional,
 * plus sign and 7-15 digits. Text is trimmed before sending.
 */
export const customerProfileFormSchema = z.object({
  name: companyNameSchema,
  countryId: countryIdSchema,
  phoneNumber: customerPhoneSchema,
  state: profileShape.state.unwrap().unwrap(),
  city: profileShape.city.unwrap().unwrap(),
  streetAddress: profileShape.streetAddress.unwrap().unwrap(),
  apartment: profileShape.apartment.unwrap().unwrap(),
  zipCode: profileShape.zipCode.unwrap().unwrap(),
});
export type CustomerProfileForm = z.input<typeof customerProfileFormSchema>;

const partnerShape = partnerUpdateSchema.shape;

/**
 * Partner settings (spec part 2 §5): company name required, max 255; country required; phone
 * optional here, in the pattern updatePartner2 takes (a partner that has one keeps one, as Edit
 * Tenant requires: the server refuses to clear it); an empty licence message is the default.
 */
export const partnerSettingsFormSchema = z.object({
  name: companyNameSchema,
  countryId: countryIdSchema,
  phone: customerPhoneSchema,
  twoStepVerification: z.boolean(),
  licenseCountExceededMessage: partnerShape.licenseCountExceededMessage.unwrap().unwrap(),
  canSignUpNewPartners: z.boolean(),
  hubspotId: partnerShape.hubspotId.unwrap().unwrap(),
});
export type PartnerSettingsForm = z.input<typeof partnerSettingsFormSchema>;
