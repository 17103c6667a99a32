import { z } from 'zod';
import { Limits } from './limits.js';
import { Messages } from './messages.js';
import { STORED_TESTING_GROUPS } from './roles.js';
import { textInputProblem } from './input-limits.js';

/*
 * Tenants (spec part 2 §3 "Tenant list item", "Partner", "Customer", §4 "Tenant filters", §5, §9):
 * the enums, defaults, limits and validation rules the tenant dialogs, the settings pages, the
 * sign-up pages and the server share.
 */

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'INACTIVE', 'TRIAL', 'PENDING_CANCEL'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  TRIAL: 'Trial',
  PENDING_CANCEL: 'Pending cancel',
};

export const RISK_TYPES = ['RISK_ASSESSMENT', 'RISK_REDUCTION'] as const;
export type RiskType = (typeof RISK_TYPES)[number];
export const RISK_TYPE_LABELS: Record<RiskType, string> = {
  RISK_ASSESSMENT: 'Risk assessment',
  RISK_REDUCTION: 'Risk reduction',
};

export const SUBSCRIPTION_TYPES = ['MONITORING', 'MONITORING_AND_ENCRYPTION', 'ONE_TIME_SCAN'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];
export const SUBSCRIPTION_TYPE_LABELS: Record<SubscriptionType, string> = {
  MONITORING: 'Monitoring',
  MONITORING_AND_ENCRYPTION: 'Monitoring and Encryption',
  ONE_TIME_SCAN: 'One Time Scan',
};
/** The sign-up form's subscription codes (spec part 2 §3 "Sign-up codes"). */
export const SIGN_UP_SUBSCRIPTION_CODES = { 9: 'MONITORING', 11: 'ONE_TIME_SCAN' } as const satisfies Record<
  number,
  SubscriptionType
>;

/**
 * Customer settings, §4: the subscription selector is enabled only while the type is ONE_TIME_SCAN,
 * and the only change it makes is to MONITORING. Anything else is the back office's (SysAdmin).
 */
export function isSubscriptionChangeAllowed(from: SubscriptionType | null, to: SubscriptionType): boolean {
  return from === to || (from === 'ONE_TIME_SCAN' && to === 'MONITORING');
}

export const BUSINESS_SIZES = [
  'SIZE_1_21',
  'SIZE_21_500',
  'SIZE_501_1000',
  'SIZE_1001_5000',
  'SIZE_5001',
] as const;
export type BusinessSize = (typeof BUSINESS_SIZES)[number];
export const BUSINESS_SIZE_LABELS: Record<BusinessSize, string> = {
  SIZE_1_21: '1-20',
  SIZE_21_500: '21-500',
  SIZE_501_1000: '501-1000',
  SIZE_1001_5000: '1001-5000',
  SIZE_5001: '5000+',
};

/** When alerts are e-mailed (spec part 2 §3 "Device" alertRule; codes 1 Immediate, 2 Daily, 0 None). */
export const ALERT_RULE_VALUES = ['IMMEDIATE', 'DAILY', 'NONE'] as const;
export type AlertRuleValue = (typeof ALERT_RULE_VALUES)[number];

/** The tenant type filter of the tenants list (spec part 2 §4). */
export const TENANT_TYPE_FILTER_OPTIONS = [
  { label: 'Both', value: null },
  { label: 'Partner', value: 'PARTNER' },
  { label: 'Customer', value: 'CUSTOMER' },
] as const;

/**
 * The customer's default device settings (spec part 2 §3 "Customer" flags). Each has a matching
 * `...Devices` flag on updateCustomer2 meaning "also apply it to every existing device".
 */
export const CUSTOMER_SETTING_FLAGS = [
  'discoveryEnabled',
  'statisticEnabled',
  'encryptionEnabled',
  'serverDiscoveryEnabled',
  'serverStatisticEnabled',
  'iconShellExtensionEnabled',
  'menuShellExtensionEnabled',
  'browserExtensionEnabled',
  'vigilAgentIconOn',
] as const;
export type CustomerSettingFlag = (typeof CUSTOMER_SETTING_FLAGS)[number];
export type CustomerSettingFlags = Record<CustomerSettingFlag, boolean>;

/** `discoveryEnabled` → `discoveryEnabledDevices`. */
export const devicesFlagOf = <F extends string>(flag: F): `${F}Devices` => `${flag}Devices`;

/**
 * A new customer when createCustomer2 says nothing else (spec part 2 §3): business size 1-20,
 * Monitoring, the shell extensions and the browser extension on, the rest off, no scanner delay.
 */
export const NEW_CUSTOMER_DEFAULTS = {
  businessSize: 'SIZE_1_21',
  subscriptionType: 'MONITORING',
  scannerDelayMinute: 0,
  flags: {
    discoveryEnabled: false,
    statisticEnabled: false,
    encryptionEnabled: false,
    serverDiscoveryEnabled: false,
    serverStatisticEnabled: false,
    iconShellExtensionEnabled: true,
    menuShellExtensionEnabled: true,
    browserExtensionEnabled: true,
    vigilAgentIconOn: false,
  },
} as const satisfies {
  businessSize: BusinessSize;
  subscriptionType: SubscriptionType;
  scannerDelayMinute: number;
  flags: CustomerSettingFlags;
};

/**
 * What the New Customer dialog and the customer sign-up send (spec part 2 §3 "Create-tenant
 * payload"): discovery, server discovery, statistics, encryption and the agent icon enabled.
 */
export const CREATE_TENANT_PAYLOAD_FLAGS: CustomerSettingFlags = {
  ...NEW_CUSTOMER_DEFAULTS.flags,
  discoveryEnabled: true,
  statisticEnabled: true,
  encryptionEnabled: true,
  serverDiscoveryEnabled: true,
  serverStatisticEnabled: true,
  vigilAgentIconOn: true,
};

export const TenantLimits = {
  nameMax: Limits.nameMax,
  personNameMax: Limits.personNameMax,
  emailMax: Limits.emailMax,
  /** The new tenant's password field (spec part 2 §5: max 50), at least Limits.passwordMin. */
  newTenantPasswordMax: 50,
  addressMax: 255,
  zipCodeMax: 50,
  scannerDelayMax: 1000,
  licenseMessageMax: 1000,
  hubspotIdMax: 64,
  partnerKeyMax: 100,
  /** Logo: png, jpeg, gif or svg, at most 32 by 32 pixels. */
  logoMaxPx: 32,
  /** A 32 × 32 image is small; the bound keeps a crafted one from being large. */
  logoMaxBytes: 48 * 1024,
  /** Tenants deleted in one call. */
  deleteMax: 100,
  pageSize: Limits.tenantTablePageSize,
} as const;

export const TenantMessages = {
  companyNameRequired: 'Company name is required',
  emailRequired: 'Email address is required',
  invalidEmail: 'Invalid Email value',
  phoneRequired: 'Phone is required',
  phoneNumberRequired: 'Phone number is required',
  invalidPhone: 'Please enter a valid phone number',
  signUpPhoneInvalid: 'Phone number is not valid',
  countryRequired: 'Country is required',
  unknownCountry: 'Country is not valid',
  logoTooLarge: 'Height and width must not exceed 32 pixels.',
  logoType: 'The logo must be a PNG, JPEG, GIF or SVG image',
  emailTaken: 'A user with this email already exists',
  partnerKeyInvalid: 'The partner key is not valid',
  partnerSignUpNotAllowed: 'This partner cannot sign up new partners',
  subscriptionChangeNotAllowed: 'Only a One Time Scan subscription can be changed, and only to Monitoring',
  backOfficeOnly: (field: string) => `Only the back office may change ${field}`,
  cannotDeleteOwnTenant: 'You cannot delete your own tenant',
  tooManyTenants: (max: number) => `At most ${max} tenants can be deleted at once`,
  partnerCreated: 'Partner was created successfully',
  customerCreated: 'Customer was created successfully',
  partnerUpdated: 'Partner was updated successfully',
  customerUpdated: 'Customer was updated successfully',
  partnerDeleted: 'Partner deleted successfully',
  customerDeleted: 'Customer deleted successfully',
  onboardingUpdated: 'Onboarding data was updated successfully',
  signUpUnexpectedStatus: (status: number) => `Unexpected response code: ${status}`,
  signUpRequestFailed: (message: string) => `Request failed: ${message}`,
} as const;

/** Shown when a partner's licences run out and it set no message of its own. */
export const DEFAULT_LICENSE_COUNT_EXCEEDED_MESSAGE =
  'Your organization has used all of its licences. Contact your partner to add more.';

// ---- Countries ----

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** Region codes Intl names that are not current ISO 3166-1 countries (groupings, reserved, withdrawn). */
const NOT_ISO_COUNTRIES = new Set(
  'AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB XK YD YU ZR ZZ'.split(' '),
);
let countryList: { id: string; name: string }[] | null = null;

/** The countries a tenant can be in: ISO 3166-1 alpha-2 codes (the id) with English names, by name. */
export function tenantCountries(): readonly { id: string; name: string }[] {
  if (!countryList) {
    const list: { id: string; name: string }[] = [];
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const id = String.fromCharCode(a, b);
        if (NOT_ISO_COUNTRIES.has(id)) continue;
        const name = REGION_NAMES.of(id);
        if (name && name !== id) list.push({ id, name });
      }
    countryList = list.sort((x, y) => x.name.localeCompare(y.name));
  }
  return countryList;
}

export function isTenantCountry(id: string): boolean {
  return tenantCountries().some((c) => c.id === id);
}

/** Spec part 2 §9: "Default country US". */
export const DEFAULT_COUNTRY_ID = 'US';

// ---- Field rules ----

/** A plus sign, then 7 to 15 digits, spaces allowed between them (spec part 2 §5, §9). */
export const PHONE_PATTERN = /^\+\d(?: ?\d){6,14}$/;
/** The partner sign-up's phone: a plus sign and 10 to 15 digits. */
export const SIGN_UP_PHONE_PATTERN = /^\+\d{10,15}$/;

/** How a phone number is stored: without its spaces. */
export const normalisePhone = (phone: string): string => phone.replace(/\s+/g, '');

/** Any text input: no NUL, well-formed Unicode (PostgreSQL would refuse the one, garble the other). */
const str = () =>
  z.string().superRefine((value, ctx) => {
    const problem = textInputProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const text = (max: number, required?: string) => {
  const base = str().trim();
  return (required ? base.min(1, required) : base).max(max, Messages.lengthBelow(max));
};

export const companyNameSchema = text(TenantLimits.nameMax, TenantMessages.companyNameRequired);
const personName = text(TenantLimits.personNameMax, Messages.required);
export const tenantEmailSchema = str()
  .trim()
  .min(1, TenantMessages.emailRequired)
  .max(TenantLimits.emailMax, Messages.lengthBelow(TenantLimits.emailMax))
  .pipe(z.email(TenantMessages.invalidEmail));
export const countryIdSchema = z
  .string({ message: TenantMessages.countryRequired })
  .trim()
  .superRefine((v, ctx) => {
    if (v === '') ctx.addIssue({ code: 'custom', message: TenantMessages.countryRequired });
    else if (!isTenantCountry(v)) ctx.addIssue({ code: 'custom', message: TenantMessages.unknownCountry });
  });

function phoneSchema(
  requiredMessage: string | null,
  pattern: RegExp = PHONE_PATTERN,
  invalid: string = TenantMessages.invalidPhone,
) {
  return str()
    .trim()
    .max(32, invalid)
    .superRefine((v, ctx) => {
      if (v === '') {
        if (requiredMessage) ctx.addIssue({ code: 'custom', message: requiredMessage });
        return;
      }
      if (!pattern.test(v)) ctx.addIssue({ code: 'custom', message: invalid });
    });
}
/** New partner: required ('Phone is required'). */
export const newPartnerPhoneSchema = phoneSchema(TenantMessages.phoneRequired);
/** Edit partner, partner settings: required ('Phone number is required'). */
export const partnerPhoneSchema = phoneSchema(TenantMessages.phoneNumberRequired);
/** Customer: optional, same pattern. */
export const customerPhoneSchema = phoneSchema(null);
/** Partner sign-up: required, plus sign and 10 to 15 digits. */
export const signUpPhoneSchema = phoneSchema(
  TenantMessages.phoneNumberRequired,
  SIGN_UP_PHONE_PATTERN,
  TenantMessages.signUpPhoneInvalid,
);

/** The first administrator of a new tenant (spec part 2 §5 "New tenant …"). */
export const newTenantLoginSchema = z.object({
  email: tenantEmailSchema,
  firstName: personName,
  lastName: personName,
  password: str()
    .min(1, Messages.required)
    .min(Limits.passwordMin, Messages.passwordTooShort)
    .max(TenantLimits.newTenantPasswordMax, Messages.lengthBelow(TenantLimits.newTenantPasswordMax)),
});
export type NewTenantLogin = z.infer<typeof newTenantLoginSchema>;

export const subscriptionTypeSchema = z.enum(SUBSCRIPTION_TYPES);
export const businessSizeSchema = z.enum(BUSINESS_SIZES);

/** A regulation chosen for a tenant, with the countries chosen where it allows it. */
export const contentTypeSelectionSchema = z.object({
  id: z.number().int().positive(),
  countries: z.array(str().max(8)).max(300, Messages.maxValue(300)).nullish(),
});

/** New Partner (createPartner2): company, country, phone and the partner's first administrator. */
export const newPartnerFormSchema = z.object({
  name: companyNameSchema,
  countryId: countryIdSchema,
  phone: newPartnerPhoneSchema,
  user: newTenantLoginSchema,
});
export type NewPartnerForm = z.infer<typeof newPartnerFormSchema>;

/** New Customer (createCustomer2): the login is optional, behind a switch (spec part 2 §4). */
export const newCustomerFormSchema = z.object({
  name: companyNameSchema,
  countryId: countryIdSchema,
  subscriptionType: subscriptionTypeSchema,
  businessSize: businessSizeSchema,
  user: newTenantLoginSchema.nullish(),
});
export type NewCustomerForm = z.infer<typeof newCustomerFormSchema>;

const testingGroupsSchema = z
  .array(z.number().int())
  .max(STORED_TESTING_GROUPS.length)
  .refine(
    (gs) => gs.every((g) => (STORED_TESTING_GROUPS as readonly number[]).includes(g)),
    'Unknown testing group',
  );

/** A customer's flags and their `...Devices` variants, each optional. */
const flagFields = Object.fromEntries(
  CUSTOMER_SETTING_FLAGS.flatMap((f) => [
    [f, z.boolean().nullish()],
    [devicesFlagOf(f), z.boolean().nullish()],
  ]),
) as Record<
  CustomerSettingFlag | `${CustomerSettingFlag}Devices`,
  z.ZodOptional<z.ZodNullable<z.ZodBoolean>>
>;

const optionalText = (max: number) => text(max).nullish();

/**
 * updateCustomer2's request (spec part 2 §7.2) and the customer profile's rules (§5). Every field
 * but the id is optional: absent leaves it as it is. Text fields are trimmed; an empty phone or
 * address field clears it.
 */
export const customerUpdateSchema = z.object({
  id: z.number().int().positive(),
  name: companyNameSchema.nullish(),
  countryId: countryIdSchema.nullish(),
  phoneNumber: customerPhoneSchema.nullish(),
  streetAddress: optionalText(TenantLimits.addressMax),
  apartment: optionalText(TenantLimits.addressMax),
  city: optionalText(TenantLimits.addressMax),
  state: optionalText(TenantLimits.addressMax),
  zipCode: optionalText(TenantLimits.zipCodeMax),
  businessSize: businessSizeSchema.nullish(),
  twoStepVerification: z.boolean().nullish(),
  fipsrequestStatus: z
    .number()
    .int()
    .refine((v) => v === 0 || v === 1, 'fipsrequestStatus is 1 or 0')
    .nullish(),
  subscriptionType: subscriptionTypeSchema.nullish(),
  alertRule: z.enum(ALERT_RULE_VALUES).nullish(),
  scannerDelayMinute: z
    .number()
    .int(Messages.numeric)
    .min(0, Messages.minValue(0))
    .max(TenantLimits.scannerDelayMax, Messages.maxValue(TenantLimits.scannerDelayMax))
    .nullish(),
  scanCloudDevicesEnabled: z.boolean().nullish(),
  scanCloudDevicesEnabledDevices: z.boolean().nullish(),
  scanNewCloudDevices: z.boolean().nullish(),
  hideDeploymentSteps: z.boolean().nullish(),
  /** Security groups: null clears; an id must name a group of the customer. */
  laptopsSettingsGroupId: z.number().int().nullish(),
  serversSettingsGroupId: z.number().int().nullish(),
  testingGroups: testingGroupsSchema.nullish(),
  ...flagFields,
});
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;
export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>;

/** The partner's logo: a data URL of a PNG, JPEG, GIF or SVG image of at most 32 by 32 pixels. */
export const partnerLogoSchema = str()
  .max(Math.ceil((TenantLimits.logoMaxBytes * 4) / 3) + 64, TenantMessages.logoTooLarge)
  .superRefine((value, ctx) => {
    const problem = logoProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * updatePartner2's request (spec part 2 §7.2) and the partner settings' rules (§5). Absent:
 * unchanged. An empty licence message falls back to the default; a null logo resets it to the
 * default one.
 */
export const partnerUpdateSchema = z.object({
  id: z.number().int().positive(),
  name: companyNameSchema.nullish(),
  countryId: countryIdSchema.nullish(),
  phone: partnerPhoneSchema.nullish(),
  twoStepVerification: z.boolean().nullish(),
  licenseCountExceededMessage: optionalText(TenantLimits.licenseMessageMax),
  canSignUpNewPartners: z.boolean().nullish(),
  hubspotId: optionalText(TenantLimits.hubspotIdMax),
  logo: partnerLogoSchema.nullish(),
});
export type PartnerUpdate = z.infer<typeof partnerUpdateSchema>;

/** Edit Tenant (customer): the profile fields the dialog shows. */
export const editCustomerFormSchema = z.object({
  name: companyNameSchema,
  countryId: countryIdSchema,
  phoneNumber: customerPhoneSchema,
  businessSize: businessSizeSchema,
  twoStepVerification: z.boolean(),
  testingGroups: testingGroupsSchema,
});
export type EditCustomerForm = z.infer<typeof editCustomerFormSchema>;

/** Edit Tenant (partner). */
export const editPartnerFormSchema = z.object({
  name: companyNameSchema,
  countryId: countryIdSchema,
  phone: partnerPhoneSchema,
  twoStepVerification: z.boolean(),
  canSignUpNewPartners: z.boolean(),
  licenseCountExceededMessage: text(TenantLimits.licenseMessageMax),
});
export type EditPartnerForm = z.infer<typeof editPartnerFormSchema>;

/** Edit Tenant Onboarding (the back office). */
export const onboardingFormSchema = z.object({
  onboarding: z.boolean(),
  onboardingUserId: z.number().int().positive().nullable(),
});
export type OnboardingForm = z.infer<typeof onboardingFormSchema>;

// ---- Sign-up (public REST) ----

export const SignUpRoutes = {
  /** GET ?partnerKey → 200 { id } (the partner's country), 404 { message }. */
  partnerCountry: '/graphql/Rest/partnerCountry',
  /** POST PartnerSignUp → 200 { partner }, 400 SignUpErrorResponse. */
  createPartner: '/graphql/Rest/createPartner',
  /** POST CustomerSignUp → 200 { customer }, 400 SignUpErrorResponse. */
  createCustomer: '/graphql/Rest/createCustomer',
} as const;

const signUpBase = {
  partnerKey: str()
    .trim()
    .min(1, TenantMessages.partnerKeyInvalid)
    .max(TenantLimits.partnerKeyMax, TenantMessages.partnerKeyInvalid),
  name: companyNameSchema,
  email: tenantEmailSchema,
  password: str()
    .min(1, Messages.required)
    .min(Limits.passwordMin, Messages.passwordTooShort)
    .max(Limits.passwordMax, Messages.lengthBelow(Limits.passwordMax)),
  firstName: personName,
  lastName: personName,
  country: z
    .object({ id: countryIdSchema })
    .nullish()
    .transform((c) => c ?? { id: DEFAULT_COUNTRY_ID }),
};

/** POST /graphql/Rest/createPartner (spec part 2 §3 "Partner sign-up payload"). */
export const partnerSignUpSchema = z.object({ ...signUpBase, phone: signUpPhoneSchema });
export type PartnerSignUp = z.input<typeof partnerSignUpSchema>;

/** POST /graphql/Rest/createCustomer: subscription 9 (Monitoring) or 11 (One Time Scan). */
export const customerSignUpSchema = z.object({
  ...signUpBase,
  subscriptionType: z.union([z.literal(9), z.literal(11)], { message: 'Choose a subscription type' }),
  contentTypes: z
    .array(
      z.object({
        id: z.number().int().positive(),
        countries: z
          .array(z.object({ id: str().max(8) }))
          .max(300)
          .nullish(),
      }),
    )
    .max(300, Messages.maxValue(300))
    .nullish(),
});
export type CustomerSignUp = z.input<typeof customerSignUpSchema>;

/** The sign-up forms (the pages add the partner key from the URL). */
export const partnerSignUpFormSchema = partnerSignUpSchema.omit({ partnerKey: true, country: true });
export type PartnerSignUpForm = z.infer<typeof partnerSignUpFormSchema>;
export const customerSignUpFormSchema = customerSignUpSchema.omit({
  partnerKey: true,
  country: true,
  contentTypes: true,
});
export type CustomerSignUpForm = z.infer<typeof customerSignUpFormSchema>;

/** A 400 of the sign-up calls: the messages are shown joined by a comma (spec part 2 §8). */
export interface SignUpErrorResponse {
  status: 400;
  errors: { validationErrors: string[] };
}
export interface SignUpPartnerResponse {
  partner: { id: number; name: string };
}
export interface SignUpCustomerResponse {
  customer: { id: number; name: string };
}

/** Every message of a failed parse, in order, once each. */
export function validationMessages(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.message))];
}

// ---- Logo images ----

const LOGO_TYPES = ['png', 'jpeg', 'jpg', 'gif', 'svg+xml'] as const;

function decodeBase64(value: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null;
  try {
    const bin = atob(value);
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** Width and height of a PNG, GIF, JPEG or SVG image; null when they cannot be read. */
export function imageSize(type: string, bytes: Uint8Array): { width: number; height: number } | null {
  const u16be = (i: number) => ((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0);
  const u16le = (i: number) => (bytes[i] ?? 0) | ((bytes[i + 1] ?? 0) << 8);
  const u32be = (i: number) => u16be(i) * 65536 + u16be(i + 2);
  if (type === 'png') {
    const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    if (bytes.length < 24 || sig.some((b, i) => bytes[i] !== b)) return null;
    return { width: u32be(16), height: u32be(20) };
  }
  if (type === 'gif') {
    const head = String.fromCharCode(...bytes.slice(0, 6));
    if (bytes.length < 10 || (head !== 'GIF87a' && head !== 'GIF89a')) return null;
    return { width: u16le(6), height: u16le(8) };
  }
  if (type === 'jpeg' || type === 'jpg') {
    if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1] ?? 0;
      // Start of frame (baseline, progressive, …): height then width.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { height: u16be(i + 5), width: u16be(i + 7) };
      i += 2 + u16be(i + 2);
    }
    return null;
  }
  if (type === 'svg+xml') {
    const source = new TextDecoder().decode(bytes);
    const tag = /<svg\b[^>]*>/i.exec(source)?.[0];
    if (!tag || /<script|\bon[a-z]+\s*=|javascript:/i.test(source)) return null;
    const num = (attr: string) => {
      const m = new RegExp(`\\b${attr}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, 'i').exec(tag);
      return m ? Number(m[1]) : null;
    };
    let width = num('width');
    let height = num('height');
    const viewBox = /\bviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(
      tag,
    );
    width ??= viewBox ? Number(viewBox[1]) : null;
    height ??= viewBox ? Number(viewBox[2]) : null;
    return width !== null && height !== null ? { width, height } : null;
  }
  return null;
}

/** Why a logo data URL is refused, or null when it is a small enough image. */
export function logoProblem(dataUrl: string): string | null {
  const m = /^data:image\/([a-z+]+);base64,(.*)$/i.exec(dataUrl);
  const type = m?.[1]?.toLowerCase();
  if (!m || !type || !(LOGO_TYPES as readonly string[]).includes(type)) return TenantMessages.logoType;
  const bytes = decodeBase64(m[2] ?? '');
  if (!bytes) return TenantMessages.logoType;
  if (bytes.length > TenantLimits.logoMaxBytes) return TenantMessages.logoTooLarge;
  const size = imageSize(type, bytes);
  if (!size) return TenantMessages.logoType;
  if (
    size.width > TenantLimits.logoMaxPx ||
    size.height > TenantLimits.logoMaxPx ||
    size.width <= 0 ||
    size.height <= 0
  )
    return TenantMessages.logoTooLarge;
  return null;
}

// ---- Onboarding indicators (spec part 2 §4 "Device dashboard (updater) onboarding colours") ----

export type OnboardingLevel = 'good' | 'warning' | 'bad';

/** Last access 4 days or less: good; up to 9: warning; longer, or never: bad. */
export function lastAccessLevel(lastAccess: string | Date | null, now: Date = new Date()): OnboardingLevel {
  if (!lastAccess) return 'bad';
  const days = (now.getTime() - new Date(lastAccess).getTime()) / 86_400_000;
  return days <= 4 ? 'good' : days <= 9 ? 'warning' : 'bad';
}

/** Active devices under 5: bad; under 15: warning; else good. */
export function activeDevicesLevel(count: number): OnboardingLevel {
  return count < 5 ? 'bad' : count < 15 ? 'warning' : 'good';
}

/** A partner's customers: 1 (or none) bad, 2 warning, more good. */
export function partnerCustomersLevel(count: number): OnboardingLevel {
  return count <= 1 ? 'bad' : count === 2 ? 'warning' : 'good';
}
