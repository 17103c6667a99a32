import { z } from 'zod';
import { Messages } from './messages.js';
import { TenantMessages } from './tenant-management.js';

/**
 * Alert settings and alerts (spec part 2 §2.4–2.6, §3 "Alert setting", "Alert", §5 Alert row, §7,
 * §8, §9): the three alert types, the form of a setting, its parameters, the data an alert keeps,
 * and every text a person reads about them.
 */

export const AlertLimits = {
  /** Alert name (spec §9). */
  nameMax: 250,
  /** Notification e-mail (spec §9). */
  emailMax: 150,
  /** Characters the threshold input takes (spec §9). */
  thresholdInputMax: 10,
  /** Events an alert shows, the most valuable first (spec §9). */
  topEvents: 5,
  /** Applications an alert lists (a percent or dollar alert names the applications over). */
  processesMax: 20,
  /** Applications a setting may be narrowed to (parameters.processIds). */
  processIdsMax: 100,
  /** Settings one deleteAlertSettings call may name. */
  deleteMax: 100,
  /** Settings of one tenant: each is evaluated on every new batch of events. */
  settingsPerTenantMax: 50,
  /** Days before the current one whose average a percent alert compares with. */
  averageDays: 7,
  pageSize: 30,
} as const;

export const AlertMessages = {
  created: 'Alert Setting Was Created Successfully',
  updated: 'Alert Setting Was Updated Successfully',
  deleted: 'Alert settings deleted successfully',
  triggerRequired: 'Choose a trigger',
  thresholdRequired: 'Threshold is required',
  thresholdPositive: 'Threshold must be a number greater than 0',
  nothingSelected: 'Select at least one alert setting',
  tooManySettings: (max: number) => `A customer can have at most ${max} alert settings`,
  wrongParameters: 'The parameters do not match the alert type',
  emailRequired: TenantMessages.emailRequired,
  invalidEmail: TenantMessages.invalidEmail,
} as const;

/** The threshold each type takes: dollars or a percent. */
export type AlertThresholdKind = 'USD' | 'PERCENT';

export interface AlertTypeDefinition {
  id: number;
  name: string;
  description: string;
  threshold: AlertThresholdKind;
}

/**
 * The three alert types, in the order of the alertTypes list: the web picks each type's preview by
 * its position here (spec §3), the engine its evaluation by its id.
 */
export const ALERT_TYPES: readonly AlertTypeDefinition[] = [
  {
    id: 1,
    name: 'Application risk above its usual level',
    description: `An application's outgoing risk today is more than the threshold percent above its daily average of the previous ${AlertLimits.averageDays} days.`,
    threshold: 'PERCENT',
  },
  {
    id: 2,
    name: 'Daily outgoing risk total',
    description: 'The risk in dollars of all files leaving devices today reaches the threshold.',
    threshold: 'USD',
  },
  {
    id: 3,
    name: 'Application outgoing risk in dollars',
    description: "An application's outgoing risk in dollars today reaches the threshold.",
    threshold: 'USD',
  },
];

export const AlertTypeId = { PercentOverAverage: 1, DailyOutgoingTotal: 2, ApplicationDollars: 3 } as const;

export const alertTypeById = (id: number) => ALERT_TYPES.find((t) => t.id === id);

/** The preview of an alert: by the position of its type in the alertTypes list (spec §3). */
export function alertTypePosition(types: readonly { id: number }[], typeId: number): number {
  return types.findIndex((t) => t.id === typeId);
}

// ─── The setting's parameters (JSON) ─────────────────────────────────────────────────────────────

const thresholdNumber = z
  .number({ message: AlertMessages.thresholdPositive })
  .finite(AlertMessages.thresholdPositive)
  .gt(0, AlertMessages.thresholdPositive)
  .max(9_999_999_999, Messages.maxValue(9_999_999_999));

const processIds = z
  .array(z.number().int().positive())
  .max(AlertLimits.processIdsMax, Messages.maxValue(AlertLimits.processIdsMax))
  .optional();

/** parameters of a percent setting (type 1): processIds are hidden from people (spec §3). */
export const percentParametersSchema = z.strictObject({ thresholdPercent: thresholdNumber, processIds });
/** parameters of a dollar setting (types 2 and 3). */
export const usdParametersSchema = z.strictObject({ thresholdUsd: thresholdNumber, processIds });

export type AlertParameters = { thresholdPercent?: number; thresholdUsd?: number; processIds?: number[] };

/** The parameters of `typeId` checked, or the message saying what is wrong. */
export function parseAlertParameters(
  typeId: number,
  parameters: unknown,
): { ok: true; value: AlertParameters } | { ok: false; message: string } {
  const type = alertTypeById(typeId);
  if (!type) return { ok: false, message: AlertMessages.triggerRequired };
  const key = type.threshold === 'PERCENT' ? 'thresholdPercent' : 'thresholdUsd';
  if (typeof parameters !== 'object' || parameters === null || Array.isArray(parameters))
    return { ok: false, message: AlertMessages.wrongParameters };
  if (!(key in parameters)) return { ok: false, message: AlertMessages.thresholdRequired };
  const schema = type.threshold === 'PERCENT' ? percentParametersSchema : usdParametersSchema;
  const parsed = schema.safeParse(parameters);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const named = issue?.path[0] === 'thresholdUsd' || issue?.path[0] === 'thresholdPercent';
  return { ok: false, message: named ? issue.message : AlertMessages.wrongParameters };
}

/** A threshold as people read it: "$1,500" or "25%". */
export function formatAlertThreshold(parameters: AlertParameters): string {
  if (parameters.thresholdPercent !== undefined) return `${parameters.thresholdPercent}%`;
  if (parameters.thresholdUsd !== undefined)
    return `$${parameters.thresholdUsd.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
  return '';
}

// ─── The form of the New/Edit Alert Setting dialog (spec §2.5, §5) ──────────────────────────────

const trimmedText = (max: number) =>
  z
    .string({ message: Messages.required })
    .trim()
    .max(max, Messages.lengthBelow(max))
    .refine((v) => !v.includes('\u0000'), Messages.required);

/** The threshold as typed: at most 10 characters, a number above 0. */
export const alertThresholdInputSchema = z
  .string({ message: AlertMessages.thresholdRequired })
  .trim()
  .min(1, AlertMessages.thresholdRequired)
  .max(AlertLimits.thresholdInputMax, Messages.lengthBelow(AlertLimits.thresholdInputMax))
  .refine((v) => /^\d+(\.\d+)?$/.test(v) && Number(v) > 0, AlertMessages.thresholdPositive)
  .transform(Number);

/** The notification e-mail: empty sends to the setting's author. */
export const alertEmailSchema = z
  .string()
  .trim()
  .max(AlertLimits.emailMax, Messages.lengthBelow(AlertLimits.emailMax))
  .refine((v) => v === '' || z.email().safeParse(v).success, AlertMessages.invalidEmail);

export const alertSettingFormSchema = z.object({
  warningTypeId: z
    .number({ message: AlertMessages.triggerRequired })
    .int()
    .refine((id) => alertTypeById(id) !== undefined, AlertMessages.triggerRequired),
  name: trimmedText(AlertLimits.nameMax).pipe(z.string().min(1, Messages.required)),
  emailForNotification: alertEmailSchema,
  threshold: alertThresholdInputSchema,
});
export type AlertSettingFormInput = z.input<typeof alertSettingFormSchema>;
export type AlertSettingForm = z.output<typeof alertSettingFormSchema>;

/** What createAlertSetting / updateAlertSetting take (spec §7.2), checked by the server. */
export const alertSettingRequestSchema = z.object({
  name: trimmedText(AlertLimits.nameMax).pipe(z.string().min(1, Messages.required)),
  emailForNotification: alertEmailSchema.nullish().transform((v) => v ?? ''),
  warningTypeId: z.number().int(),
  parameters: z.unknown(),
});

/** A form's values as the request's parameters. */
export function alertParametersOf(form: AlertSettingForm): AlertParameters {
  const type = alertTypeById(form.warningTypeId);
  return type?.threshold === 'PERCENT'
    ? { thresholdPercent: form.threshold }
    : { thresholdUsd: form.threshold };
}

// ─── What an alert keeps (data, JSON text) ──────────────────────────────────────────────────────

export const alertEventSchema = z.object({
  deviceId: z.number(),
  deviceName: z.string(),
  userName: z.string(),
  file: z.string(),
  value: z.number(),
});
export type AlertEvent = z.infer<typeof alertEventSchema>;

export const percentAlertDataSchema = z.object({
  day: z.string(),
  thresholdPercent: z.number(),
  processes: z.array(
    z.object({
      processId: z.number(),
      name: z.string(),
      currentValue: z.number(),
      previousAverage: z.number(),
      percentOver: z.number(),
    }),
  ),
  topEvents: z.array(alertEventSchema),
});
export const dailyTotalAlertDataSchema = z.object({
  day: z.string(),
  thresholdUsd: z.number(),
  filesCount: z.number(),
  value: z.number(),
  topEvents: z.array(alertEventSchema),
});
export const applicationDollarsAlertDataSchema = z.object({
  day: z.string(),
  thresholdUsd: z.number(),
  processes: z.array(
    z.object({ processId: z.number(), name: z.string(), filesCount: z.number(), risk: z.number() }),
  ),
  topEvents: z.array(alertEventSchema),
});
export type PercentAlertData = z.infer<typeof percentAlertDataSchema>;
export type DailyTotalAlertData = z.infer<typeof dailyTotalAlertDataSchema>;
export type ApplicationDollarsAlertData = z.infer<typeof applicationDollarsAlertDataSchema>;
export type AlertData = PercentAlertData | DailyTotalAlertData | ApplicationDollarsAlertData;

/** Dollars to the cent, as an alert and its mail show them: "$1,234.50". */
export const formatAlertUsd = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
