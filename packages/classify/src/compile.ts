import type { ClassifierDefinition } from '@vigil/contracts';
import { contextPredicate, type ContextPredicate } from './classifiers/context.js';
import { orderCompounds } from './classifiers/compound.js';
import type { Finder } from './matchers/finder.js';
import { KeywordIndex } from './matchers/keywords.js';
import { compileRule, type CompiledRule } from './matchers/rule.js';

export type CompiledClassifier =
  | { kind: 'content'; def: ClassifierDefinition; rules: CompiledRule[] }
  | { kind: 'context'; def: ClassifierDefinition; matches: ContextPredicate }
  | { kind: 'compound'; def: ClassifierDefinition };

export interface CompiledPolicy {
  /** Active classifiers, compounds last and each after what it depends on. */
  ordered: CompiledClassifier[];
  active: ClassifierDefinition[];
  keywords: KeywordIndex;
}

/**
 * Compiles once what classify() then runs per file: patterns (identical ones shared), the
 * nearby-word index, and the evaluation order of compounds (cycles are rejected here).
 */
export function compilePolicy(classifiers: readonly ClassifierDefinition[]): CompiledPolicy {
  const active = classifiers.filter((c) => c.isActive);
  const finders = new Map<string, Finder>();
  const leaves: CompiledClassifier[] = [];
  const words: string[] = [];
  for (const def of active) {
    if (def.type === 'COMPOUND') continue;
    if (def.type === 'BY_CONTENT') {
      const rules = def.rules.map((rule, index) => compileRule(rule, index, finders));
      for (const r of rules) words.push(...r.nearby);
      leaves.push({ kind: 'content', def, rules });
    } else {
      leaves.push({ kind: 'context', def, matches: contextPredicate(def) });
    }
  }
  const compounds = orderCompounds(active).map((def): CompiledClassifier => ({ kind: 'compound', def }));
  return { ordered: [...leaves, ...compounds], active, keywords: new KeywordIndex(words) };
}
