import type { ClassifierEntry, ParseResult } from '@vigil/contracts';
import { ContainerError, isContainer, readContainerHeader } from './container.js';

export interface ContainerReading {
  parseResult: ParseResult;
  brokenDescription: string | null;
  entries: ClassifierEntry[];
}

/**
 * How the scanner reports one of the agent's own encrypted files: its text cannot be read, so the
 * findings are those the header kept from the scan that encrypted it — not unreadable, not clean.
 * A container of another key (another customer's file) says so and claims no findings. Null: not
 * a container.
 */
export function readScannedContainer(bytes: Buffer, ownKeyId: string | null): ContainerReading | null {
  if (!isContainer(bytes)) return null;
  try {
    const header = readContainerHeader(bytes);
    if (header.keyId !== ownKeyId) {
      return {
        parseResult: 'ENCRYPTED_DIFF_CUSTOMER',
        brokenDescription: `Encrypted with another key (${header.keyId})`,
        entries: [],
      };
    }
    return {
      parseResult: 'OK',
      brokenDescription: null,
      entries: header.findings.map((f) => ({ ...f, samples: [] })),
    };
  } catch (error) {
    if (!(error instanceof ContainerError)) throw error;
    return { parseResult: 'PARSING_ERROR', brokenDescription: error.message, entries: [] };
  }
}
