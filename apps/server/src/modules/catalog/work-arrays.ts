/**
 * Catalog-sized work arrays for the search's per-text steps (phrase scores, sums, masks),
 * borrowed and given back instead of made each time. A new search text took 5-10 of them (10-40
 * KB each for 10,000 products), allocated outside the JS heap and freed only by a garbage
 * collection: at ~1,000 new texts a second that was ~300 MB/s of dead memory, which grew the
 * server's RSS by ~50 MB under the search load and made V8 collect for it.
 *
 * Belongs to one catalog index (its size). A borrowed array is the borrower's alone until it
 * gives it back, across awaits too; one never given back (a step that threw) is only garbage. A
 * few are kept for the next texts.
 */
const KEEP = 16;

export class WorkArrays {
  private readonly floats: Float32Array[] = [];
  private readonly bytes: Uint8Array[] = [];

  constructor(readonly size: number) {}

  /** A zeroed Float32Array of the catalog's size, until given back. */
  float32(): Float32Array {
    const kept = this.floats.pop();
    return kept ? kept.fill(0) : new Float32Array(this.size);
  }

  /** A zeroed Uint8Array of the catalog's size, until given back. */
  uint8(): Uint8Array {
    const kept = this.bytes.pop();
    return kept ? kept.fill(0) : new Uint8Array(this.size);
  }

  /** Gives arrays back; the caller must not touch them afterwards. */
  giveBack(...arrays: (Float32Array | Uint8Array)[]): void {
    for (const a of arrays) {
      if (a.length !== this.size) continue;
      if (a instanceof Float32Array) {
        if (this.floats.length < KEEP && !this.floats.includes(a)) this.floats.push(a);
      } else if (this.bytes.length < KEEP && !this.bytes.includes(a)) this.bytes.push(a);
    }
  }
}
