import type { ScopeType } from '@vigil/contracts';
import type { KeywordIndex, WordHits } from './keywords.js';
import type { RuleScan } from './rule.js';
import type { ProbeSpans, SharedScan } from './shared-scan.js';

/** What every segment is scanned for once: the shared probes and the nearby-word index. */
export interface SegmentPlan {
  shared: SharedScan;
  keywords: KeywordIndex;
  keywordProbes: readonly number[];
}

/** One segment of the file being classified, with what its matchers share: computed once. */
export class SegmentIndex {
  private spansCache: ProbeSpans | null = null;
  private hits: WordHits | null = null;
  /** Scans of rules by their key: identical rules of different classifiers run once. */
  readonly scans = new Map<string, RuleScan>();

  constructor(
    readonly text: string,
    readonly scope: ScopeType,
    readonly location: string,
    private readonly plan: SegmentPlan,
  ) {}

  spans(): ProbeSpans {
    this.spansCache ??= this.plan.shared.scan(this.text);
    return this.spansCache;
  }

  wordHits(): WordHits {
    this.hits ??= this.plan.keywords.collect(this.text, this.spans(), this.plan.keywordProbes);
    return this.hits;
  }
}
