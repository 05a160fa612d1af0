import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { saveProductFields } from './admin';

const additional = saveProductFields.shape.additionalFieldsRaw;

describe('additionalFieldsRaw', () => {
  it('normalises the labels and refuses two that normalise alike', () => {
    expect(additional.parse(JSON.stringify({ ' Country of Origin ': 'Korea' }))).toEqual({
      country_of_origin: 'Korea',
    });
    const twice = additional.safeParse(JSON.stringify({ Volume: '50 ml', ' volume ': '60 ml' }));
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.message).toBe(MESSAGES.product.fieldExists);
  });

  it("keeps labels named like Object.prototype's members as fields of their own", () => {
    const raw = '{"constructor":"a","toString":"b","__proto__":"c"}';
    const fields = additional.parse(raw);
    expect(Object.entries(fields)).toEqual([
      ['constructor', 'a'],
      ['tostring', 'b'],
      ['__proto__', 'c'],
    ]);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });
});
