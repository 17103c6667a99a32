import { AgentLimits, type ClassifierDefinition } from '@vigil/contracts';
import { maskCard, maskValue } from '../mask.js';
import type { Finding } from '../types.js';
import { scanRule, type CompiledRule } from './rule.js';
import type { SegmentIndex } from './segment.js';

/** Findings kept per classifier and file; the entries count is not limited by it. */
export const MAX_FINDINGS_PER_CLASSIFIER = 100;

export interface Evaluation {
  matched: boolean;
  entries: number;
  findings: Finding[];
  omittedFindings: number;
  samples: string[];
}

interface RuleOutcome {
  rule: CompiledRule;
  count: number;
  matched: boolean;
  normalized: string[];
  values: string[];
}

/**
 * A BY_CONTENT classifier on one file. Each rule counts its accepted occurrences in the segments
 * of its scopes; a positive rule matches with at least minRepeat of them, a NOT rule with fewer.
 */
export function evaluateContent(
  def: ClassifierDefinition,
  rules: readonly CompiledRule[],
  segments: readonly SegmentIndex[],
): Evaluation {
  const findings: Finding[] = [];
  let omittedFindings = 0;
  // Findings are built (and values masked) only while there is room for them.
  const room = () => {
    if (findings.length < MAX_FINDINGS_PER_CLASSIFIER) return true;
    omittedFindings++;
    return false;
  };
  const outcomes: RuleOutcome[] = rules.map((rule) => {
    const mask = rule.cardLike ? maskCard : maskValue;
    const outcome: RuleOutcome = { rule, count: 0, matched: false, normalized: [], values: [] };
    for (const seg of segments) {
      if (!rule.scopes.has(seg.scope)) continue;
      const scan = scanRule(rule, seg);
      for (const occ of scan.accepted) {
        outcome.count++;
        outcome.normalized.push(occ.normalized);
        if (outcome.values.length < AgentLimits.samplesPerEntry * 4) outcome.values.push(occ.value);
        if (!room()) continue;
        findings.push({
          classifierId: def.id,
          matcherIndex: rule.index,
          location: seg.location,
          offset: occ.start,
          maskedValue: mask(occ.value),
          accepted: !rule.negated,
          ...(rule.negated ? { reason: 'present, so the NOT matcher does not match' } : {}),
        });
      }
      for (const rej of scan.rejected) {
        if (!room()) continue;
        findings.push({
          classifierId: def.id,
          matcherIndex: rule.index,
          location: seg.location,
          offset: rej.start,
          maskedValue: mask(rej.value),
          accepted: false,
          reason: rej.reason,
        });
      }
    }
    outcome.matched = rule.negated
      ? outcome.count < rule.rule.minRepeat
      : outcome.count >= rule.rule.minRepeat;
    return outcome;
  });

  const matched =
    outcomes.length > 0 &&
    (def.rulesMatch === 'ALL_RULES' ? outcomes.every((o) => o.matched) : outcomes.some((o) => o.matched));
  if (!matched) return { matched, entries: 0, findings, omittedFindings, samples: [] };

  // riskBasedOnMatcherIndex: the flagged positive rule counts the records; otherwise, or when
  // that rule adds nothing (a NOT rule, or it did not match under ANY_RULE), the file is one record.
  const counter = outcomes.find((o) => o.rule.rule.entryCounter);
  let entries = 1;
  if (counter && !counter.rule.negated && counter.matched) {
    entries = def.countUniqueEntries ? new Set(counter.normalized).size : counter.count;
  }
  const sampleSource =
    counter && !counter.rule.negated && counter.matched
      ? [counter]
      : outcomes.filter((o) => o.matched && !o.rule.negated);
  const samples = [
    ...new Set(
      sampleSource.flatMap((o) => o.values.map((v) => (o.rule.cardLike ? maskCard(v) : maskValue(v)))),
    ),
  ].slice(0, AgentLimits.samplesPerEntry);
  return { matched, entries, findings, omittedFindings, samples };
}
