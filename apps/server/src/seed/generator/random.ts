/**
 * A small seeded PRNG (mulberry32): the generator must produce the same data for the same seed,
 * on every machine, so demo screenshots and benchmark runs are comparable.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: [[item, weight], …]. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return (items[items.length - 1] as readonly [T, number])[0];
  }

  /** k distinct items. */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < k && copy.length > 0)
      out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0] as T);
    return out;
  }

  /** A long-tailed count: most values small, a few large (file sizes, entries per file). */
  pareto(min: number, alpha: number, max: number): number {
    const v = min / Math.pow(1 - this.next(), 1 / alpha);
    return Math.min(max, Math.floor(v));
  }

  /** A derived generator, so adding data in one place does not shift every other sequence. */
  fork(label: string): Random {
    let h = this.state ^ 0x811c9dc5;
    for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 16777619);
    return new Random(h >>> 0);
  }

  uuid(): string {
    const hex = (n: number) => Array.from({ length: n }, () => this.int(0, 15).toString(16)).join('');
    return `${hex(8)}-${hex(4)}-4${hex(3)}-${this.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  }
}
