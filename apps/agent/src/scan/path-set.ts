/**
 * The paths a scan saw, as 53-bit hashes in one growing typed array (8 bytes a path, outside the
 * JavaScript heap's objects) rather than a Set of strings: a million paths take 8 MB, not 100.
 * Two different paths share a hash with a probability of about 1 in 10^15 each: such a deleted
 * file would be reported deleted one scan later.
 */
export class PathSet {
  private hashes = new Float64Array(1024);
  private length = 0;
  private sorted = true;
  private readonly removed = new Set<string>();

  add(file: string): void {
    if (this.length === this.hashes.length) {
      const grown = new Float64Array(this.hashes.length * 2);
      grown.set(this.hashes);
      this.hashes = grown;
    }
    this.hashes[this.length] = hash53(file);
    this.length += 1;
    this.sorted = false;
    this.removed.delete(file);
  }

  /** Few (files that vanished before they were read): kept as strings. */
  delete(file: string): void {
    this.removed.add(file);
  }

  has(file: string): boolean {
    if (this.removed.has(file)) return false;
    if (!this.sorted) {
      this.hashes.subarray(0, this.length).sort();
      this.sorted = true;
    }
    const wanted = hash53(file);
    let low = 0;
    let high = this.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = this.hashes[middle] as number;
      if (value === wanted) return true;
      if (value < wanted) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }
}

/** Two FNV-1a variants over the UTF-16 code units, 21 + 32 bits. */
function hash53(text: string): number {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return (a >>> 11) * 2 ** 32 + (b >>> 0);
}
