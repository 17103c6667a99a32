import type { ClassifierDefinition, ClassifierEntry, FileSourceType, ScopeType } from '@vigil/contracts';

/** A piece of a file's text: body text, or the formulas of a spreadsheet. */
export interface TextSegment {
  text: string;
  scope: ScopeType;
  /** Where the segment comes from, for explanations (e.g. "Sheet1!B4", "page 3", "word/document.xml"). */
  location?: string;
}

/** Everything the engine may look at for one file (or one file event). */
export interface ClassifyInput {
  segments: TextSegment[];
  path: string;
  extension: string;
  deviceId?: number;
  /** Cloud storage the file lives in, when it is not local. */
  fileSource?: FileSourceType | null;
  /** Process that touched the file (file events), lower-case executable name. */
  processName?: string | null;
  isRemovable?: boolean;
}

/** Why a match counted, or why a candidate was rejected. Values are always masked. */
export interface Finding {
  classifierId: number;
  matcherIndex: number;
  location: string;
  offset: number;
  maskedValue: string;
  accepted: boolean;
  /** For rejected candidates: e.g. "fails Luhn", "unknown issuer", "part of a longer digit run". */
  reason?: string;
}

export interface ClassifierResult {
  classifierId: number;
  matched: boolean;
  /** Records counted for risk: entries × valuePerRecord. */
  entries: number;
  riskUsd: number;
  /** At most MAX_FINDINGS_PER_CLASSIFIER; the rest are only counted. */
  findings: Finding[];
  omittedFindings: number;
}

export interface ClassifyResult {
  /** Every active classifier: content and context ones first, then compounds in their order. */
  results: ClassifierResult[];
  /** Only matched classifiers, in the wire shape of the agent API. */
  entries: ClassifierEntry[];
}

export interface Engine {
  readonly classifiers: readonly ClassifierDefinition[];
  /** Classifiers left out by createEngine(…, { skipInvalid: true }), with the reason. */
  readonly skipped?: ReadonlyArray<{ classifierId: number; message: string }>;
  classify(input: ClassifyInput): ClassifyResult;
}
