import type { ClassifierDefinition, CompoundGroup, CompoundItem } from '@vigil/contracts';

export class ClassifierCycleError extends Error {
  constructor(readonly cycle: number[]) {
    super(`Compound classifiers refer to each other in a cycle: ${cycle.join(' → ')}`);
    this.name = 'ClassifierCycleError';
  }
}

/** What a compound needs from the classifiers evaluated before it. */
export interface Outcome {
  matched: boolean;
  entries: number;
}

/** Classifiers a compound depends on: the ones it names, and every member of the lists it names. */
export function dependenciesOf(def: ClassifierDefinition, all: readonly ClassifierDefinition[]): number[] {
  const ids = new Set<number>();
  for (const group of def.compoundGroups) {
    for (const item of group.items) {
      if (item.nodeType === 'CLASSIFIER' && item.classifierId != null) ids.add(item.classifierId);
      if (item.nodeType === 'LIST' && item.listName) {
        for (const other of all) if (other.lists.includes(item.listName)) ids.add(other.id);
      }
    }
  }
  return [...ids];
}

/**
 * Orders compounds so that each comes after everything it depends on; throws
 * ClassifierCycleError when compounds refer to each other in a loop (a compound that is a member
 * of a list it names included).
 */
export function orderCompounds(all: readonly ClassifierDefinition[]): ClassifierDefinition[] {
  const byId = new Map(all.map((d) => [d.id, d]));
  const state = new Map<number, 'visiting' | 'done'>();
  const order: ClassifierDefinition[] = [];
  const visit = (def: ClassifierDefinition, path: number[]) => {
    const s = state.get(def.id);
    if (s === 'done') return;
    if (s === 'visiting') throw new ClassifierCycleError([...path.slice(path.indexOf(def.id)), def.id]);
    state.set(def.id, 'visiting');
    for (const id of dependenciesOf(def, all)) {
      const dep = byId.get(id);
      if (dep?.type === 'COMPOUND') visit(dep, [...path, def.id]);
    }
    state.set(def.id, 'done');
    order.push(def);
  };
  for (const def of all) if (def.type === 'COMPOUND') visit(def, []);
  return order;
}

function itemOutcome(
  item: CompoundItem,
  outcomes: ReadonlyMap<number, Outcome>,
  all: readonly ClassifierDefinition[],
): Outcome {
  if (item.nodeType === 'CLASSIFIER') {
    return (item.classifierId != null && outcomes.get(item.classifierId)) || { matched: false, entries: 0 };
  }
  let matched = false;
  let entries = 0;
  if (item.listName) {
    for (const member of all) {
      if (!member.lists.includes(item.listName)) continue;
      const o = outcomes.get(member.id);
      if (o?.matched) {
        matched = true;
        entries += o.entries;
      }
    }
  }
  return { matched, entries };
}

function groupOutcome(
  group: CompoundGroup,
  outcomes: ReadonlyMap<number, Outcome>,
  all: readonly ClassifierDefinition[],
): Outcome {
  const items = group.items.map((item) => itemOutcome(item, outcomes, all));
  const matched =
    items.length > 0 &&
    (group.logicalOperator === 'AND' ? items.every((i) => i.matched) : items.some((i) => i.matched));
  return { matched, entries: items.filter((i) => i.matched).reduce((sum, i) => sum + i.entries, 0) };
}

/**
 * A compound on one file. The group flagged entryCounter (baseOnGroupIndex), else the first,
 * supplies the entries: the sum over its matched items; a match it adds nothing to counts once.
 */
export function evaluateCompound(
  def: ClassifierDefinition,
  outcomes: ReadonlyMap<number, Outcome>,
  all: readonly ClassifierDefinition[],
): Outcome {
  const groups = def.compoundGroups.map((g) => groupOutcome(g, outcomes, all));
  if (groups.length === 0) return { matched: false, entries: 0 };
  const matched =
    def.compoundRootLogicalOperator === 'AND'
      ? groups.every((g) => g.matched)
      : groups.some((g) => g.matched);
  if (!matched) return { matched: false, entries: 0 };
  const counterIndex = Math.max(
    0,
    def.compoundGroups.findIndex((g) => g.entryCounter),
  );
  return { matched, entries: Math.max(1, groups[counterIndex]!.entries) };
}
