import { AgentLimits, type ClassifierDefinition, type ClassifierEntry } from '@vigil/contracts';
import { evaluateCompound, type Outcome } from './classifiers/compound.js';
import { compilePolicy, type CompileOptions } from './compile.js';
import { evaluateContent, type Evaluation } from './matchers/content.js';
import { SegmentIndex } from './matchers/segment.js';
import type { ClassifierResult, ClassifyInput, ClassifyResult, Engine } from './types.js';

const noContent = (matched: boolean): Evaluation => ({
  matched,
  entries: matched ? 1 : 0,
  findings: [],
  omittedFindings: 0,
  samples: [],
});

/**
 * Compiles the classifiers once; classify() is then called per file. Throws PatternSyntaxError
 * for a pattern that cannot run safely and ClassifierCycleError for compounds in a loop, unless
 * `skipInvalid` leaves them out (listed in `skipped`).
 */
export function createEngine(
  classifiers: readonly ClassifierDefinition[],
  options: CompileOptions = {},
): Engine {
  const policy = compilePolicy(classifiers, options);
  return {
    classifiers,
    skipped: policy.skipped,
    classify(input: ClassifyInput): ClassifyResult {
      const segments = input.segments.map(
        (s, i) => new SegmentIndex(s.text, s.scope, s.location ?? `segment ${i + 1}`, policy.plan),
      );
      const outcomes = new Map<number, Outcome>();
      const results: ClassifierResult[] = [];
      const entries: ClassifierEntry[] = [];
      for (const c of policy.ordered) {
        let evaluation: Evaluation;
        if (c.kind === 'content') evaluation = evaluateContent(c.def, c.rules, segments);
        else if (c.kind === 'context') evaluation = noContent(c.matches(input));
        else {
          const o = evaluateCompound(c.def, outcomes, policy.active);
          evaluation = { ...noContent(o.matched), entries: o.entries };
        }
        outcomes.set(c.def.id, { matched: evaluation.matched, entries: evaluation.entries });
        results.push({
          classifierId: c.def.id,
          matched: evaluation.matched,
          entries: evaluation.entries,
          riskUsd: evaluation.entries * c.def.valuePerRecord,
          findings: evaluation.findings,
          omittedFindings: evaluation.omittedFindings,
        });
        if (evaluation.matched) {
          entries.push({ classifierId: c.def.id, count: evaluation.entries, samples: evaluation.samples });
        }
      }
      return { results, entries: entries.slice(0, AgentLimits.entriesPerFile) };
    },
  };
}
