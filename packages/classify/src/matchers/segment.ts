import type { ScopeType } from '@vigil/contracts';
import type { KeywordIndex, WordHits } from './keywords.js';
import type { RuleScan } from './rule.js';

/** One segment of the file being classified, with what its matchers share: computed once. */
export class SegmentIndex {
  private hits: WordHits | null = null;
  /** Scans of rules by their key: identical rules of different classifiers run once. */
  readonly scans = new Map<string, RuleScan>();

  constructor(
    readonly text: string,
    readonly scope: ScopeType,
    readonly location: string,
    private readonly keywords: KeywordIndex,
  ) {}

  wordHits(): WordHits {
    this.hits ??= this.keywords.scan(this.text);
    return this.hits;
  }
}
