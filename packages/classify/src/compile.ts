import type { ClassifierDefinition } from '@vigil/contracts';
import { contextPredicate, type ContextPredicate } from './classifiers/context.js';
import { ClassifierCycleError, orderCompounds } from './classifiers/compound.js';
import type { Finder } from './matchers/finder.js';
import { KeywordIndex } from './matchers/keywords.js';
import { compileRule, type CompiledRule } from './matchers/rule.js';
import type { SegmentPlan } from './matchers/segment.js';
import { SharedScan } from './matchers/shared-scan.js';
import { PatternSyntaxError } from './regex/parse.js';

export type CompiledClassifier =
  | { kind: 'content'; def: ClassifierDefinition; rules: CompiledRule[] }
  | { kind: 'context'; def: ClassifierDefinition; matches: ContextPredicate }
  | { kind: 'compound'; def: ClassifierDefinition };

export interface SkippedClassifier {
  classifierId: number;
  message: string;
}

export interface CompiledPolicy {
  /** Active classifiers, compounds last and each after what it depends on. */
  ordered: CompiledClassifier[];
  active: ClassifierDefinition[];
  plan: SegmentPlan;
  skipped: SkippedClassifier[];
}

export interface CompileOptions {
  /**
   * Leave out classifiers that cannot run (a pattern that fails validation, compounds in a
   * cycle) and list them in `skipped`, instead of throwing. An agent keeps scanning with the rest.
   */
  skipInvalid?: boolean;
}

/**
 * Compiles once what classify() then runs per file: patterns (identical ones shared), the shared
 * scan of segments, and the evaluation order of compounds (cycles are rejected here).
 */
export function compilePolicy(
  classifiers: readonly ClassifierDefinition[],
  options: CompileOptions = {},
): CompiledPolicy {
  const skipped: SkippedClassifier[] = [];
  let active = classifiers.filter((c) => c.isActive);
  const finders = new Map<string, Finder>();
  const shared = new SharedScan();
  const leaves: CompiledClassifier[] = [];
  const words: string[] = [];
  for (const def of active) {
    if (def.type === 'COMPOUND') continue;
    if (def.type !== 'BY_CONTENT') {
      leaves.push({ kind: 'context', def, matches: contextPredicate(def) });
      continue;
    }
    let rules: CompiledRule[];
    try {
      rules = def.rules.map((rule, index) => compileRule(rule, index, finders, shared));
    } catch (error) {
      if (!(error instanceof PatternSyntaxError)) throw error;
      if (!options.skipInvalid) throw new PatternSyntaxError(`Classifier ${def.id}: ${error.message}`);
      skipped.push({ classifierId: def.id, message: error.message });
      active = active.filter((c) => c !== def);
      continue;
    }
    for (const r of rules) words.push(...r.nearby);
    leaves.push({ kind: 'content', def, rules });
  }
  let compounds: ClassifierDefinition[] | null = null;
  while (!compounds) {
    try {
      compounds = orderCompounds(active);
    } catch (error) {
      if (!(error instanceof ClassifierCycleError) || !options.skipInvalid) throw error;
      const cycle = new Set(error.cycle);
      for (const id of cycle) skipped.push({ classifierId: id, message: error.message });
      active = active.filter((c) => !cycle.has(c.id));
    }
  }
  const keywords = new KeywordIndex(words);
  const keywordProbes = keywords.probes.map((probe) => shared.add(probe, true));
  return {
    ordered: [...leaves, ...compounds.map((def): CompiledClassifier => ({ kind: 'compound', def }))],
    active,
    plan: { shared, keywords, keywordProbes },
    skipped,
  };
}
