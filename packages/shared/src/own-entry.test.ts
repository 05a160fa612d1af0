import { describe, expect, it } from 'vitest';
import { ownEntry } from './own-entry';

describe('ownEntry', () => {
  const table: Record<string, string> = { dry: 'Dry', oily: 'Oily' };

  it("finds the table's own entries", () => {
    expect(ownEntry(table, 'dry')).toBe('Dry');
    expect(ownEntry(table, 'normal')).toBeUndefined();
  });

  it("finds nothing for the names of Object.prototype's members", () => {
    for (const key of [
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'valueOf',
      'isPrototypeOf',
    ]) {
      expect(table[key], key).toBeDefined();
      expect(ownEntry(table, key), key).toBeUndefined();
    }
  });
});
