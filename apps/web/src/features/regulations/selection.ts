/**
 * The customer's regulation selection as the Regulations page edits it: regulation id → the
 * countries chosen (ISO codes, sorted; empty = all of its countries).
 */
export type Selection = ReadonlyMap<number, readonly string[]>;

export function selectionOf(
  saved: readonly { id: number; countries: readonly { id: string }[] }[],
): Selection {
  return new Map(saved.map((r) => [r.id, r.countries.map((c) => c.id).sort()]));
}

/** Whether the draft differs from what is saved (Save is enabled only then). */
export function selectionDiffers(draft: Selection, saved: Selection): boolean {
  if (draft.size !== saved.size) return true;
  for (const [id, countries] of draft) {
    const other = saved.get(id);
    if (!other || other.length !== countries.length) return true;
    if (countries.some((c, i) => other[i] !== c)) return true;
  }
  return false;
}

export function toggled(draft: Selection, id: number, on: boolean): Selection {
  const next = new Map(draft);
  if (on) next.set(id, next.get(id) ?? []);
  else next.delete(id);
  return next;
}

export function withCountries(draft: Selection, id: number, countries: readonly string[]): Selection {
  const next = new Map(draft);
  next.set(id, [...new Set(countries)].sort());
  return next;
}

/** The updateCustomerRegulations request (countries only where the regulation allows them). */
export function toContentTypes(
  draft: Selection,
  allowsCountries: (id: number) => boolean,
): { id: number; countries: string[] }[] {
  return [...draft]
    .sort(([a], [b]) => a - b)
    .map(([id, countries]) => ({ id, countries: allowsCountries(id) ? [...countries] : [] }));
}
