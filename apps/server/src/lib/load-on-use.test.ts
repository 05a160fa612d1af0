import sharp from 'sharp';
import { createWorker } from 'tesseract.js';
import { describe, expect, it } from 'vitest';
import { loadSharp, loadTesseract, onFirstUse } from './load-on-use';

describe('libraries loaded on first use', () => {
  it('gives the libraries themselves, loaded once', async () => {
    expect(await loadSharp()).toBe(sharp);
    expect(loadSharp()).toBe(loadSharp());
    expect((await loadTesseract()).createWorker).toBe(createWorker);
  });

  it('loads nothing until asked, and tries again after a failed load', async () => {
    let calls = 0;
    const load = onFirstUse(async () => {
      calls++;
      if (calls === 1) throw new Error('not installed');
      return calls;
    });
    expect(calls).toBe(0);
    await expect(load()).rejects.toThrow('not installed');
    expect(await load()).toBe(2);
    expect(await load()).toBe(2);
    expect(calls).toBe(2);
  });
});
