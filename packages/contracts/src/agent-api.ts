import { z } from 'zod';
import { classifierDefinitionSchema, PARSE_RESULTS } from './classifiers.js';
import { repositoryFactsSchema } from './cloud-devices.js';

/**
 * The agent API (/agent/v1/*): what endpoint agents send and receive. The server validates with
 * these schemas; the agent builds its payloads with them. Every array and string is bounded.
 */

export const AgentRoutes = {
  register: '/agent/v1/register',
  policy: '/agent/v1/policy',
  batches: '/agent/v1/batches',
  /** The agent confirms the console's uninstall: its device becomes UNINSTALLED, its credential stops working. */
  unregister: '/agent/v1/unregister',
  /** The agent's log, when its policy says collectLogs (text/plain, AgentLogLimits.uploadBytes). */
  logs: '/agent/v1/logs',
  /** What the agent sees of FIPS mode (fipsReportSchema). */
  fips: '/agent/v1/fips',
} as const;

/** Device credentials travel as `Authorization: Device <credential>`. */
export const DEVICE_AUTH_SCHEME = 'Device';

/**
 * Bounds of everything an agent sends. Each is far beyond what a real endpoint reports, so no real
 * agent meets one, and small enough that the server's sums of them cannot overflow (see
 * apps/server/src/risk/risk-columns.ts, which proves its column widths from these numbers).
 */
export const AgentLimits = {
  pathMax: 4096,
  filesPerBatch: 1000,
  eventsPerBatch: 5000,
  deletedPerBatch: 5000,
  /** Findings of one file or event (one per classifier; the agent never has more classifiers). */
  entriesPerFile: 200,
  samplesPerEntry: 5,
  batchBodyBytes: 8 * 1024 * 1024,
  /**
   * Entries of one classifier in one file or event. An entry is at least one character of the text
   * the agent read, and the agent holds a file's text as JavaScript strings, which V8 caps at 2^29
   * characters, read from at most its --max-file-size or 256 MiB expanded from a container: twice
   * anything it can count. (Not the file's byte size: a compressed file expands to more text.)
   */
  entriesPerFinding: 1_000_000_000,
  /** A file's size: 1 PiB, over thirty times the largest disk an endpoint holds. */
  fileSizeMax: 2 ** 50,
  /** A device's storage, total and used: 4 PiB. */
  storageBytesMax: 2 ** 52,
  /** Files a scan counts (heartbeat): NTFS and ext4 hold at most 2^32 files per volume. */
  scanFilesMax: 10_000_000_000,
  /** Ids of rows (classifiers): PostgreSQL integer. */
  idMax: 2_147_483_647,
  textMax: 255,
  /** Earliest instant a date may name: the Unix epoch, where file systems without a date put theirs. */
  earliestDate: '1970-01-01T00:00:00.000Z',
  /**
   * How far ahead of the receiver's clock a date may be: a clock kept in local time but read as UTC
   * is off by up to 14 hours; NTP keeps the rest within seconds.
   */
  clockSkewMs: 24 * 60 * 60 * 1000,
} as const;

/**
 * Bounds of the agent's own work on an endpoint. One analysis worker thread may use this much V8
 * heap (a file whose extraction needs more kills only that worker), and one file may take this long
 * to analyse; past either, the worker is replaced and the file is reported as CANCELED.
 */
export const AgentWorkerLimits = {
  /** Old generation of one worker: room for the text of the largest file the agent reads. */
  maxOldGenerationSizeMb: 1024,
  maxYoungGenerationSizeMb: 64,
  stackSizeMb: 4,
  /** One file's read, extraction and classification. */
  fileAnalysisMs: 120_000,
} as const;

export const AgentWorkerMessages = {
  timedOut: (ms: number) => `Analysis stopped: it took longer than ${ms / 1000} s`,
  outOfMemory: (mb: number) => `Analysis stopped: it needed more than ${mb} MB of memory`,
} as const;

/** Bounds of what the server sends in a policy (AgentPolicy). */
export const AgentPolicyLimits = {
  /** Days a rule's encryption waits (the Encryption Wizard's four digits). */
  encryptionDelayDaysMax: 9999,
  /** Applications with a setting other than the defaults (a tenant learns them from file events). */
  processRulesMax: 100_000,
  /** The customer's data key: 256 bits, base64. */
  dataKeyBase64Length: 44,
  /** Its id: the first 16 hex digits of its SHA-256, never the key itself. */
  dataKeyIdLength: 16,
} as const;

const EARLIEST_MS = Date.parse(AgentLimits.earliestDate);

export const AgentValidationMessages = {
  nul: 'Text must not contain NUL characters',
  tooEarly: `Must not be before ${AgentLimits.earliestDate.slice(0, 10)}`,
  tooLate: "Must not be more than a day ahead of the server's clock",
} as const;

/** The instants a report may name, as of the reporter's clock: from the epoch to now plus the skew. */
export function agentDateRange(nowMs: number = Date.now()): { min: number; max: number } {
  return { min: EARLIEST_MS, max: nowMs + AgentLimits.clockSkewMs };
}

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

/** Auto Decryption of an application (allowlisting): what it is given of encrypted files. */
export const DECRYPT_PATTERNS = ['LEAVE_ENCRYPTED', 'ALWAYS', 'PER_POLICY'] as const;
export type DecryptPattern = (typeof DECRYPT_PATTERNS)[number];

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

/*
 * The rules of the leaves are functions of their own: the schemas refine with them, and
 * parseBatchRequest (agent-batch-parse.ts) checks a batch with the same ones.
 */
export const hasNul = (s: string): boolean => s.includes('\u0000');
export const isTooEarly = (s: string, range = agentDateRange()): boolean => Date.parse(s) < range.min;
export const isTooLate = (s: string, range = agentDateRange()): boolean => Date.parse(s) > range.max;
export const CONTENT_HASH_PATTERN = /^[0-9a-f]{64}$/;

/** Text PostgreSQL can store: any characters but NUL. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !hasNul(s), AgentValidationMessages.nul);
/** The format of an agent's dates (its pattern is the one parseBatchRequest tests). */
export const isoDateFormat = z.iso.datetime({ offset: true });
// A text that is no date at all fails the format alone (NaN compares false).
const isoDate = isoDateFormat
  .refine((s) => !isTooEarly(s), AgentValidationMessages.tooEarly)
  .refine((s) => !isTooLate(s), AgentValidationMessages.tooLate);
const path = text(AgentLimits.pathMax).min(1);
const shortText = text(AgentLimits.textMax);
const count = (max: number) => z.number().int().min(0).max(max);
const rowId = z.number().int().min(1).max(AgentLimits.idMax);

export const deviceFactsSchema = z.object({
  name: shortText.min(1),
  os: shortText,
  osVersion: shortText.default(''),
  userName: shortText,
  macAddress: text(64).default(''),
  agentVersion: text(64),
  storageTotalBytes: count(AgentLimits.storageBytesMax).default(0),
  storageUsedBytes: count(AgentLimits.storageBytesMax).default(0),
});
export type DeviceFacts = z.output<typeof deviceFactsSchema>;

/**
 * Licence statuses in which the console has released a device (its agent is being or was
 * uninstalled): the customer's agent key alone may register its deviceIdentifier again.
 */
export const RELEASED_LICENSE_STATUSES = [
  'UNINSTALLING',
  'UNINSTALLED',
] as const satisfies readonly LicenseStatus[];

/**
 * POST /agent/v1/register. A deviceIdentifier the customer does not have yet makes a new device.
 * One it has already is registered again (and its credential rotated) only when the request also
 * carries that device's current credential as `Authorization: Device <credential>`, or when the
 * console has released the device (RELEASED_LICENSE_STATUSES); otherwise the answer is 409, so an
 * agent key alone cannot take a device over.
 */
export const registerRequestSchema = z.object({
  agentKey: text(128).min(1),
  /** Stable id the agent generates once and keeps in its state folder. */
  deviceIdentifier: text(128).min(8),
  device: deviceFactsSchema,
  /** Present when the agent registers a repository (repository mode): the device is a cloud device. */
  repository: repositoryFactsSchema.optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export interface RegisterResponse {
  deviceId: number;
  deviceCredential: string;
  tenantId: number;
  licenseStatus: LicenseStatus;
}

export const classifierEntrySchema = z.object({
  classifierId: rowId,
  count: count(AgentLimits.entriesPerFinding),
  /** Masked values only (e.g. "4111 **** **** 1111"); the engine never emits a full value. */
  samples: z.array(text(64)).max(AgentLimits.samplesPerEntry).default([]),
});
export type ClassifierEntry = z.output<typeof classifierEntrySchema>;

export const fileReportSchema = z.object({
  path,
  size: count(AgentLimits.fileSizeMax),
  createdAt: isoDate.nullish(),
  modifiedAt: isoDate,
  accessedAt: isoDate.nullish(),
  owner: shortText.default(''),
  extension: text(32).default(''),
  parseResult: z.enum(PARSE_RESULTS),
  brokenDescription: text(1000).nullish(),
  isEncrypted: z.boolean().default(false),
  /** SHA-256 of the content, hex: unchanged files are not rescanned or re-sent. */
  contentHash: z.string().regex(CONTENT_HASH_PATTERN).nullish(),
  entries: z.array(classifierEntrySchema).max(AgentLimits.entriesPerFile).default([]),
});
export type FileReport = z.output<typeof fileReportSchema>;

export const fileEventSchema = z.object({
  /** Unique per event (uuid): a resent event is recorded once. */
  eventId: text(64).min(8),
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
      scanTotalFiles: count(AgentLimits.scanFilesMax).default(0),
      scanDoneFiles: count(AgentLimits.scanFilesMax).default(0),
    })
    .nullish(),
});
export type BatchRequest = z.input<typeof batchRequestSchema>;
export type ParsedBatchRequest = z.output<typeof batchRequestSchema>;

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
    delayDays: z.number().int().min(0).max(AgentPolicyLimits.encryptionDelayDaysMax),
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

const delayDays = z.number().int().min(0).max(AgentPolicyLimits.encryptionDelayDaysMax);

export const agentEncryptionSchema = z.object({
  /** Allow Encryption: the device's own switch, or its security group's encryptionEnabled. */
  enabled: z.boolean(),
  /** The security group's range for rules' delays (0: no bound). */
  delayDaysMin: delayDays,
  delayDaysMax: delayDays,
  /**
   * The customer's data key (Decryption Credentials): sent to its registered devices whether or
   * not they may encrypt, so that a file encrypted before can always be decrypted.
   */
  key: z
    .object({
      id: z
        .string()
        .regex(/^[0-9a-f]+$/)
        .length(AgentPolicyLimits.dataKeyIdLength),
      value: z.string().length(AgentPolicyLimits.dataKeyBase64Length),
    })
    .nullable(),
});
export type AgentEncryption = z.output<typeof agentEncryptionSchema>;

export const agentProcessRuleSchema = z.object({
  processName: shortText,
  processType: z.enum(PROCESS_TYPES).nullable(),
  decryptPattern: z.enum(DECRYPT_PATTERNS),
  dataUploadPermission: z.enum(DATA_UPLOAD_PERMISSIONS),
});
export type AgentProcessRule = z.output<typeof agentProcessRuleSchema>;

export const agentPolicySchema = z.object({
  /** Changes whenever anything in the policy changes; the agent re-pulls on a new value. */
  policyVersion: z.string(),
  deviceId: z.number().int(),
  settings: z.object({
    isDiscoveryEnabled: z.boolean(),
    isStatisticEnabled: z.boolean(),
    isEncryptionDisabled: z.boolean(),
    scannerDelayMinute: z.number().int().min(0).max(1000),
    /** The security group whose settings these are; null: the device's own. */
    settingsGroupId: z.number().int().nullable().default(null),
    /** The group's encryption delay range in days (0: no bound); rules' delays already lie in it. */
    encryptionDelayDaysMin: delayDays.default(0),
    encryptionDelayDaysMax: delayDays.default(0),
    /** The agent's tray icon (device's is{product}AgentIconOn, or the group's). */
    agentIconOn: z.boolean().default(true),
    /** The file manager's overlay icons on protected files. */
    iconShellExtensionEnabled: z.boolean().default(false),
    /** The file manager's context menu (temporary decryption). */
    menuShellExtensionEnabled: z.boolean().default(false),
    browserExtensionEnabled: z.boolean().default(false),
  }),
  /** Encryption after idle days: whether this device may, and the key it encrypts with. */
  encryption: agentEncryptionSchema.default({ enabled: false, delayDaysMin: 0, delayDaysMax: 0, key: null }),
  classifiers: z.array(classifierDefinitionSchema),
  /** Rules that apply to this device (device and device-group selection already resolved). */
  rules: z.array(agentRuleSchema),
  uploadPermissions: z.array(
    z.object({ processName: shortText, permission: z.enum(DATA_UPLOAD_PERMISSIONS) }),
  ),
  /** Applications whose Auto Decryption or upload permission is not the default, and those rules name. */
  processRules: z.array(agentProcessRuleSchema).max(AgentPolicyLimits.processRulesMax).default([]),
  /** Extensions excluded from scanning (allowlisting "Include in Scanning" off). */
  excludedExtensions: z.array(z.string().max(32)),
  /** Extensions parsed as plain text (allowlisting "Parse As Text"). */
  parseAsTextExtensions: z.array(z.string().max(32)),
  /** The device's licence: only ACTIVE scans. */
  licenseStatus: z.enum(LICENSE_STATUSES).default('ACTIVE'),
  /** Raised by the console's rescan: a new value makes the agent read every file again. */
  resyncKey: z.number().int().min(0).default(0),
  /** The console asked for an uninstall: the agent unregisters and removes its state folder. */
  uninstall: z.boolean().default(false),
  /** The back office asked for this agent's log: the agent uploads it to AgentRoutes.logs. */
  collectLogs: z.boolean().default(false),
});
export type AgentPolicy = z.output<typeof agentPolicySchema>;

/** Error body of every 4xx/5xx of the agent API. */
export interface AgentApiError {
  message: string;
  issues?: { path: string; message: string }[];
}
