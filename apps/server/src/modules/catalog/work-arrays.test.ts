import { describe, expect, it } from 'vitest';
import { WorkArrays } from './work-arrays';

describe('the search work arrays', () => {
  it('lends each array to one borrower at a time, zeroed, and reuses what comes back', () => {
    const work = new WorkArrays(8);
    const a = work.float32();
    const b = work.float32();
    expect(a).not.toBe(b);
    expect(a.length).toBe(8);
    a.fill(3);
    work.giveBack(a);
    const again = work.float32();
    expect(again).toBe(a);
    expect([...again]).toEqual(new Array(8).fill(0));
    const bytes = work.uint8();
    bytes[2] = 1;
    work.giveBack(bytes, bytes);
    expect(work.uint8()).toBe(bytes);
    // Given back twice, lent once: the next borrower gets a new one.
    expect(work.uint8()).not.toBe(bytes);
    expect(work.uint8()[2]).toBe(0);
  });

  it('keeps a few and ignores arrays of another catalog size', () => {
    const work = new WorkArrays(4);
    const lent = Array.from({ length: 40 }, () => work.float32());
    work.giveBack(...lent, new Float32Array(5));
    const kept = new Set(lent);
    let reused = 0;
    for (let i = 0; i < 40; i++) if (kept.has(work.float32())) reused++;
    expect(reused).toBe(16);
  });
});
