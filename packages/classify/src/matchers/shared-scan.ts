import { rangesContain, type Range } from '../regex/ast.js';
import type { ProbeSpec } from '../regex/compile-pattern.js';

interface Probe {
  id: number;
  sticky: RegExp;
  firstChars: Range[];
  /** Keyword and literal probes report every start; pattern probes scan like a global regex. */
  overlapping: boolean;
}

interface Group {
  combined: RegExp;
  probes: Probe[];
}

/** Spans found per probe, flat: [start0, end0, start1, end1, …]. */
export type ProbeSpans = readonly number[][];

const DIGITS: Range[] = [[0x30, 0x39]];
const UPPER: Range[] = [[0x41, 0x5a]];
const LETTERS: Range[] = [
  [0x41, 0x5a],
  [0x61, 0x7a],
];

const within = (inner: readonly Range[], outer: readonly Range[]) =>
  inner.every(([lo, hi]) => outer.some(([a, b]) => lo >= a && hi <= b));

/**
 * Runs many native patterns over a segment in few passes. Patterns that start with the same
 * kind of character (digits, capitals, letters) share one combined alternation, which V8 scans
 * about as fast as one of them: it finds each position where any of them matches, and there
 * each member that can start with that character is tried in place (sticky). For every pattern
 * this yields exactly the matches its own global scan would. Literal tries (keywords, the
 * literals patterns require) share one alternation per case flag and report every start. Mixing
 * kinds, or literal tries with patterns, makes V8 try every alternative almost everywhere, so
 * those scan apart.
 */
export class SharedScan {
  private readonly specs: Array<ProbeSpec & { overlapping: boolean }> = [];
  private readonly ids = new Map<string, number>();
  private groups: Group[] | null = null;

  /** Registers a probe (identical ones are shared) and returns its id. */
  add(spec: ProbeSpec, overlapping: boolean): number {
    // Without cased characters the flag changes nothing, and V8 is faster without it.
    const ignoreCase = spec.ignoreCase && !spec.caseless;
    const key = JSON.stringify([spec.source, ignoreCase, overlapping]);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.specs.length;
      this.specs.push({ ...spec, ignoreCase, overlapping });
      this.ids.set(key, id);
      this.groups = null;
    }
    return id;
  }

  get size(): number {
    return this.specs.length;
  }

  private familyOf(spec: ProbeSpec & { overlapping: boolean }, id: number): string {
    const flags = spec.ignoreCase ? 'i' : '';
    // All literal tries scan as one alternation: 600 MB/s for a dozen keywords where a pass per
    // keyword gave 170 in all.
    if (spec.overlapping) return spec.literals ? `literals ${flags}` : `solo ${id}`;
    if (within(spec.firstChars, DIGITS)) return `digits ${flags}`;
    if (!spec.ignoreCase && within(spec.firstChars, UPPER)) return 'capitals';
    if (within(spec.firstChars, LETTERS)) return `letters ${flags}`;
    return `solo ${id}`;
  }

  private build(): Group[] {
    const families = new Map<string, number[]>();
    this.specs.forEach((spec, id) => {
      const family = this.familyOf(spec, id);
      families.set(family, [...(families.get(family) ?? []), id]);
    });
    const groups: Group[] = [];
    for (const ids of families.values()) {
      const members = ids.map((id) => ({ spec: this.specs[id]!, id }));
      const flags = members[0]!.spec.ignoreCase ? 'i' : '';
      // V8 is much faster when a \b all members start with is checked once, outside the alternation.
      const hoist = members.length > 1 && members.every(({ spec }) => spec.afterWordStart !== undefined);
      const source =
        members.length === 1
          ? members[0]!.spec.source
          : hoist
            ? `\\b(?:${members.map(({ spec }) => `(?:${spec.afterWordStart})`).join('|')})`
            : members.map(({ spec }) => `(?:${spec.source})`).join('|');
      groups.push({
        combined: new RegExp(source, `gm${flags}`),
        probes: members.map(({ spec, id }) => ({
          id,
          sticky: new RegExp(spec.source, `ym${flags}`),
          firstChars: spec.firstChars,
          overlapping: spec.overlapping,
        })),
      });
    }
    return groups;
  }

  scan(text: string): ProbeSpans {
    this.groups ??= this.build();
    const spans: number[][] = this.specs.map(() => []);
    for (const { combined, probes } of this.groups) {
      const lastEnd = probes.map(() => -1);
      combined.lastIndex = 0;
      const solo = probes.length === 1 ? probes[0]! : null;
      for (let m = combined.exec(text); m; m = combined.exec(text)) {
        const at = m.index;
        if (solo) {
          // The combined pattern is the probe itself: its match is the probe's match.
          spans[solo.id]!.push(at, at + m[0].length);
          combined.lastIndex = solo.overlapping ? at + 1 : at + Math.max(1, m[0].length);
          continue;
        }
        const code = text.charCodeAt(at);
        for (let k = 0; k < probes.length; k++) {
          const probe = probes[k]!;
          if (at < lastEnd[k]! || !rangesContain(probe.firstChars, code)) continue;
          probe.sticky.lastIndex = at;
          const hit = probe.sticky.exec(text);
          if (!hit || hit[0].length === 0) continue;
          const end = at + hit[0].length;
          spans[probe.id]!.push(at, end);
          if (!probe.overlapping) lastEnd[k] = end;
        }
        combined.lastIndex = at + 1;
      }
    }
    return spans;
  }
}
