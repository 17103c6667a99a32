import { z } from 'zod';
import { classifierDefinitionSchema, PARSE_RESULTS } from './classifiers.js';

/**
 * The agent API (/agent/v1/*): what endpoint agents send and receive. The server validates with
 * these schemas; the agent builds its payloads with them. Every array and string is bounded.
 */

export const AgentRoutes = {
  register: '/agent/v1/register',
  policy: '/agent/v1/policy',
  batches: '/agent/v1/batches',
} as const;

/** Device credentials travel as `Authorization: Device <credential>`. */
export const DEVICE_AUTH_SCHEME = 'Device';

export const AgentLimits = {
  pathMax: 4096,
  filesPerBatch: 1000,
  eventsPerBatch: 5000,
  deletedPerBatch: 5000,
  entriesPerFile: 200,
  samplesPerEntry: 5,
  batchBodyBytes: 8 * 1024 * 1024,
} as const;

export const FILE_OPERATIONS = [
  'DOWNLOAD',
  'UPLOAD',
  'CHANGE',
  'COPY',
  'CREATE',
  'DELETE',
  'DISCOVER',
  'MOVE',
  'OPEN',
  'RENAME',
  'SAVE_AS',
  'UNKNOWN',
] as const;
export type FileOperation = (typeof FILE_OPERATIONS)[number];

export const DRIVE_TYPES = ['FIXED', 'NETWORK', 'REMOVABLE', 'UNKNOWN'] as const;
export type DriveType = (typeof DRIVE_TYPES)[number];

export const PROCESS_TYPES = ['SYSTEM', 'TRANSPORT', 'LOCAL'] as const;
export type ProcessType = (typeof PROCESS_TYPES)[number];

export const DATA_UPLOAD_PERMISSIONS = ['UNBLOCKED', 'BLOCKED', 'CUSTOM'] as const;
export type DataUploadPermission = (typeof DATA_UPLOAD_PERMISSIONS)[number];

export const LICENSE_STATUSES = ['ACTIVE', 'ARCHIVED', 'UNLICENSED', 'UNINSTALLING', 'UNINSTALLED'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

export const RULE_TRIGGERS = [
  'CHANGE_FILE_EXTENSION',
  'COPY_OR_MOVE_TO_REMOVABLE_DEVICE',
  'DELETE_FILE',
  'UPLOAD_FILE',
] as const;
export type RuleTrigger = (typeof RULE_TRIGGERS)[number];

export const RULE_ACTIONS = ['CREATE_CASE', 'PREVENT'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];

export const SELECTIONS = ['ALL', 'EXCEPTED', 'SELECTED'] as const;
export type Selection = (typeof SELECTIONS)[number];

const isoDate = z.iso.datetime({ offset: true });
const path = z.string().min(1).max(AgentLimits.pathMax);
const shortText = z.string().max(255);

export const deviceFactsSchema = z.object({
  name: shortText.min(1),
  os: shortText,
  osVersion: shortText.default(''),
  userName: shortText,
  macAddress: z.string().max(64).default(''),
  agentVersion: z.string().max(64),
  storageTotalBytes: z.number().int().min(0).default(0),
  storageUsedBytes: z.number().int().min(0).default(0),
});
export type DeviceFacts = z.output<typeof deviceFactsSchema>;

export const registerRequestSchema = z.object({
  agentKey: z.string().min(1).max(128),
  /** Stable id the agent generates once and keeps in its state folder. */
  deviceIdentifier: z.string().min(8).max(128),
  device: deviceFactsSchema,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export interface RegisterResponse {
  deviceId: number;
  deviceCredential: string;
  tenantId: number;
  licenseStatus: LicenseStatus;
}

export const classifierEntrySchema = z.object({
  classifierId: z.number().int(),
  count: z.number().int().min(0),
  /** Masked values only (e.g. "4111 **** **** 1111"); the engine never emits a full value. */
  samples: z.array(z.string().max(64)).max(AgentLimits.samplesPerEntry).default([]),
});
export type ClassifierEntry = z.output<typeof classifierEntrySchema>;

export const fileReportSchema = z.object({
  path,
  size: z.number().int().min(0),
  createdAt: isoDate.nullish(),
  modifiedAt: isoDate,
  accessedAt: isoDate.nullish(),
  owner: shortText.default(''),
  extension: z.string().max(32).default(''),
  parseResult: z.enum(PARSE_RESULTS),
  brokenDescription: z.string().max(1000).nullish(),
  isEncrypted: z.boolean().default(false),
  /** SHA-256 of the content, hex: unchanged files are not rescanned or re-sent. */
  contentHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullish(),
  entries: z.array(classifierEntrySchema).max(AgentLimits.entriesPerFile).default([]),
});
export type FileReport = z.output<typeof fileReportSchema>;

export const fileEventSchema = z.object({
  /** Unique per event (uuid): a resent event is recorded once. */
  eventId: z.string().min(8).max(64),
  at: isoDate,
  operation: z.enum(FILE_OPERATIONS),
  path,
  destinationPath: path.nullish(),
  processName: shortText,
  applicationName: shortText.default(''),
  processType: z.enum(PROCESS_TYPES).nullish(),
  /** Web destination for uploads through a browser (e.g. "drive.google.com", "chat.openai.com"). */
  webDomain: shortText.nullish(),
  driveType: z.enum(DRIVE_TYPES).default('FIXED'),
  userName: shortText.default(''),
  entries: z.array(classifierEntrySchema).max(AgentLimits.entriesPerFile).default([]),
  /** The agent blocked the operation because its policy said PREVENT. */
  prevented: z.boolean().default(false),
});
export type FileEvent = z.output<typeof fileEventSchema>;

export const batchRequestSchema = z.object({
  /** Idempotency key (uuid): a batch sent twice is applied once. */
  batchId: z.string().uuid(),
  sentAt: isoDate,
  device: deviceFactsSchema.nullish(),
  files: z.array(fileReportSchema).max(AgentLimits.filesPerBatch).default([]),
  deletedPaths: z.array(path).max(AgentLimits.deletedPerBatch).default([]),
  fileEvents: z.array(fileEventSchema).max(AgentLimits.eventsPerBatch).default([]),
  heartbeat: z
    .object({
      scanTotalFiles: z.number().int().min(0).default(0),
      scanDoneFiles: z.number().int().min(0).default(0),
    })
    .nullish(),
});
export type BatchRequest = z.input<typeof batchRequestSchema>;

export interface BatchResponse {
  batchId: string;
  /** True when this batch was already applied: nothing changed. */
  duplicate: boolean;
  filesUpserted: number;
  filesDeleted: number;
  eventsRecorded: number;
  casesCreated: number;
}

export const agentRuleSchema = z.object({
  id: z.number().int(),
  classifierId: z.number().int(),
  encryption: z.object({
    isEnabled: z.boolean(),
    delayDays: z.number().int().min(0).max(9999),
    decryptProcessNames: z.array(shortText),
  }),
  triggers: z.array(
    z.object({
      trigger: z.enum(RULE_TRIGGERS),
      actions: z.array(z.enum(RULE_ACTIONS)),
      /** For UPLOAD_FILE: processes the trigger applies to; empty means all. */
      uploadProcessNames: z.array(shortText),
      /** For UPLOAD_FILE: processes the trigger never applies to (a rule's EXCEPTED selection). */
      exceptUploadProcessNames: z.array(shortText).default([]),
    }),
  ),
});
export type AgentRule = z.output<typeof agentRuleSchema>;

export const agentPolicySchema = z.object({
  /** Changes whenever anything in the policy changes; the agent re-pulls on a new value. */
  policyVersion: z.string(),
  deviceId: z.number().int(),
  settings: z.object({
    isDiscoveryEnabled: z.boolean(),
    isStatisticEnabled: z.boolean(),
    isEncryptionDisabled: z.boolean(),
    scannerDelayMinute: z.number().int().min(0).max(1000),
  }),
  classifiers: z.array(classifierDefinitionSchema),
  /** Rules that apply to this device (device and device-group selection already resolved). */
  rules: z.array(agentRuleSchema),
  uploadPermissions: z.array(
    z.object({ processName: shortText, permission: z.enum(DATA_UPLOAD_PERMISSIONS) }),
  ),
  /** Extensions excluded from scanning (allowlisting "Include in Scanning" off). */
  excludedExtensions: z.array(z.string().max(32)),
  /** Extensions parsed as plain text (allowlisting "Parse As Text"). */
  parseAsTextExtensions: z.array(z.string().max(32)),
});
export type AgentPolicy = z.output<typeof agentPolicySchema>;

/** Error body of every 4xx/5xx of the agent API. */
export interface AgentApiError {
  message: string;
  issues?: { path: string; message: string }[];
}
