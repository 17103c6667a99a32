import { z } from 'zod';
import { DECRYPT_PATTERNS, PROCESS_TYPES, type DecryptPattern, type ProcessType } from './agent-api.js';

/** Allowlisting (spec part 2 §2.6, §3 "Extension rule" and "Process rule", §4, §8, §9). */

/**
 * The extensions the agent's extractor reads by their format (documents, spreadsheets, PDF,
 * archives, structured text). "Parse As Text" is for the others; packages/extract checks that
 * every extension it handles by name is listed here.
 */
export const STANDARD_FILE_EXTENSIONS: readonly string[] = [
  // plain and structured text
  'txt',
  'text',
  'log',
  'md',
  'csv',
  'tsv',
  'tab',
  'json',
  'jsonl',
  'ndjson',
  'geojson',
  'xml',
  'xsd',
  'xsl',
  'xslt',
  'svg',
  'plist',
  'config',
  'resx',
  'html',
  'htm',
  'xhtml',
  'shtml',
  'mht',
  'rtf',
  // documents and containers
  'pdf',
  'zip',
  'docx',
  'docm',
  'dotx',
  'xlsx',
  'xlsm',
  'xltx',
  'pptx',
  'pptm',
  'potx',
  'odt',
  'ods',
  'odp',
  'doc',
  'xls',
  'ppt',
  'msg',
  'eml',
  'gz',
  'tgz',
  'tar',
  'jar',
];

const STANDARD = new Set(STANDARD_FILE_EXTENSIONS);

export function isStandardFileExtension(extension: string): boolean {
  return STANDARD.has(extension);
}

export const PARSE_TYPES = ['TEXT'] as const;
export type ParseType = (typeof PARSE_TYPES)[number];

// Defined with the agent API (its policy carries them); listed here with their labels.
export { DECRYPT_PATTERNS, type DecryptPattern } from './agent-api.js';

export const DECRYPT_PATTERN_LABELS: Record<DecryptPattern, string> = {
  LEAVE_ENCRYPTED: 'Keep Encrypted',
  ALWAYS: 'Always Decrypt',
  PER_POLICY: 'Use Classifier Settings',
};

export const PROCESS_TYPE_LABELS: Record<ProcessType, string> = {
  SYSTEM: 'System',
  TRANSPORT: 'Transport',
  LOCAL: 'Local',
};

export const AllowlistLimits = {
  /** The agent API keeps extensions of at most 32 characters. */
  extensionMax: 32,
  pageSize: 50,
  /** Applications or extensions listed under one row of the other list. */
  childrenMax: 200,
} as const;

export const AllowlistMessages = {
  decryptPatternUpdated: 'Decrypt Pattern updates successfully',
  parseTypeUpdated: 'Parse type updates successfully',
  extensionEnabled: 'File extension enabled successfully',
  extensionDisabled: 'File extension disabled successfully',
  processTypeUpdated: 'Application type updated successfully',
  uploadPermissionUpdated: 'Upload permission updated successfully',
  excludeConfirmTitle: 'Exclude from scanning?',
  excludeConfirm: (extension: string) =>
    `Files with the .${extension} extension will no longer be scanned, and files of this type will stop decrypting. Their findings leave the portal after the next scan of each device.`,
  invalidExtension: `Enter a file extension of at most ${AllowlistLimits.extensionMax} characters, without dots, slashes or spaces.`,
  oneChangeAtATime: 'Change one setting at a time: Include in Scanning or Parse As Text.',
  processChangeOneAtATime: 'Change one setting at a time: Application Type or Auto Decryption.',
  standardExtensionParse:
    'Standard file types are read by their format: Parse As Text is for other extensions.',
  decryptNeedsType:
    'Auto Decryption can be set only for applications of type Transport or Local, not System or unknown ones.',
  autoDecryptionDisabled: 'Set the application type to Transport or Local to choose Auto Decryption.',
  parseAsTextDisabled: 'Standard file types are always read by their format.',
} as const;

/** An extension as the agent reports it: lower case, no leading dot. */
export const extensionSchema = z
  .string()
  .transform((value) => value.trim().replace(/^\.+/, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, AllowlistMessages.invalidExtension)
      .max(AllowlistLimits.extensionMax, AllowlistMessages.invalidExtension)
      .regex(/^[^\s./\\\p{Cc}]+$/u, AllowlistMessages.invalidExtension),
  );

/** updateExtensionRule: one change per request, as the switches send them. */
export const updateExtensionRuleSchema = z
  .object({
    extension: extensionSchema,
    isTurnedOn: z.boolean().nullish(),
    parseType: z.enum(PARSE_TYPES).nullish(),
    /** True when the request names parseType (null turns Parse As Text off). */
    setsParseType: z.boolean(),
  })
  .refine((r) => (r.isTurnedOn != null) !== r.setsParseType, {
    message: AllowlistMessages.oneChangeAtATime,
    path: ['isTurnedOn'],
  })
  .refine((r) => !(r.setsParseType && r.parseType && isStandardFileExtension(r.extension)), {
    message: AllowlistMessages.standardExtensionParse,
    path: ['parseType'],
  });
export type UpdateExtensionRuleRequest = z.input<typeof updateExtensionRuleSchema>;

/** Auto Decryption is offered only for Transport and Local applications (spec part 2 §4). */
export function canChooseDecryptPattern(processType: ProcessType | null): boolean {
  return processType !== null && processType !== 'SYSTEM';
}

export const updateProcessRuleSchema = z
  .object({
    processId: z.number().int(),
    processType: z.enum(PROCESS_TYPES).nullish(),
    decryptPattern: z.enum(DECRYPT_PATTERNS).nullish(),
  })
  .refine((r) => (r.processType != null) !== (r.decryptPattern != null), {
    message: AllowlistMessages.processChangeOneAtATime,
    path: ['processType'],
  });
