/**
 * fast-check arbitraries derived from the shared zod contracts (through their JSON Schema, the
 * same conversion the OpenAPI document uses), plus the hostile values a bot throws at forms.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { CATEGORY_NAMES, ORDER_STATUSES } from '@seoul-glow/shared';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

/** The input side of a contract as JSON Schema (transforms and refinements become "anything"). */
export function contractSchema(schema: unknown): JsonSchema {
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const numericString = fc.oneof(
  fc.integer({ min: -5, max: 10_000 }).map(String),
  fc.double({ min: 0, max: 1000, noNaN: true }).map((n) => n.toFixed(2)),
);

/** Words the store knows (a seed corpus), so that plausible requests get past the first check. */
const corpus = fc.constantFrom(
  ...ORDER_STATUSES,
  ...CATEGORY_NAMES,
  'United States',
  'South Korea',
  'Canada',
  'true',
  'false',
  '1',
  '2',
  '3',
  '12.50',
);

/** Plain addresses (fast-check's own include characters the contracts refuse, which is fine too). */
const email = fc.oneof(
  fc
    .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/), fc.stringMatching(/^[a-z]{2,10}$/))
    .filter(([local]) => !local.includes('..'))
    .map(([local, domain]) => `${local}@${domain}.com`),
  fc.emailAddress(),
);

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, 60));
  const fits = (v: string) => v.length >= minLength && v.length <= (s.maxLength ?? Infinity);
  if (s.format === 'email') return email.filter(fits);
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'uri' || s.format === 'url') return fc.webUrl();
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 1e6));
    } catch {
      /* a pattern JavaScript cannot compile: fall through */
    }
  }
  // Padded up to the minimum first: a filter no sample can pass (a 20-character minimum against
  // short numbers) would make fast-check draw for ever.
  const padded = (arb: fc.Arbitrary<string>) => arb.map((v) => v.padEnd(minLength, ' x')).filter(fits);
  return fc.oneof(
    { weight: 2, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: padded(numericString) },
    { weight: 1, arbitrary: padded(corpus) },
  );
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000_000);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000_000);
  const lo = Math.max(min, -2_147_483_648);
  const hi = Math.min(max, 2_147_483_647);
  // Small values hit the rows that exist (ids 1..5), the rest roams the whole range.
  const small = fc.integer({ min: Math.max(lo, 1), max: Math.max(Math.min(hi, 5), Math.max(lo, 1)) });
  if (integer) return fc.oneof(small, fc.integer({ min: lo, max: hi }));
  return fc.oneof(small, fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }));
}

/** A value the contract (probably) accepts: the base the mutations below start from. */
export function fromSchema(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => fromSchema(a, depth + 1)));
  if (s.allOf?.length) return fromSchema(s.allOf[0], depth + 1);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => fromSchema({ ...s, type }, depth)));
  switch (types[0]) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 4, 4));
      return fc.array(fromSchema(s.items, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const props = s.properties ?? {};
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fromSchema(v, depth + 1)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Strings that have broken servers: sizes, encodings, injections, look-alike numbers. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    "' OR 1=1 --",
    '"; DROP TABLE products; --',
    '\\',
    '%',
    '%00',
    '../../../../etc/passwd',
    '<script>alert(1)</script>',
    '${7*7}{{7*7}}',
    '\uD800',
    '\uFEFF\u202E\u200B',
    '🧴✨한국어',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '99999999999999999999999',
    '0x10',
    '-1',
    '2147483648',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '__proto__',
    'constructor',
    'prototype',
    'hasOwnProperty',
    'toString',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'A'.repeat(n)),
);

/** Any JSON value a client could send in place of the expected one. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -0,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 63),
    1e308,
    Number.MIN_VALUE,
    0.1 + 0.2,
    [],
    {},
    [null],
    { __proto__: null, length: 1e9 },
  ),
  fc.double(),
  fc.jsonValue({ maxDepth: 4 }),
  fc.integer({ min: 20, max: 200 }).map((n) => {
    let v: unknown = 'x';
    for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
    return v;
  }),
);

/** Keys that pollute prototypes when merged naïvely. */
export const pollutionKeys = ['__proto__', 'constructor', 'prototype'] as const;
export const pollutionJson = fc.constantFrom(
  '"__proto__":{"isAdmin":true,"role":"superadmin","polluted":1}',
  '"constructor":{"prototype":{"polluted":1}}',
  '"prototype":{"polluted":1}',
  '"__proto__":null',
);

/** A sample with one property (at any depth) replaced by a hostile value, or an extra key added. */
export function mutate(
  base: unknown,
  path: number[],
  replacement: unknown,
  extraKey: string | null,
): unknown {
  if (base === null || typeof base !== 'object' || path.length === 0) return replacement;
  const clone: Record<string, unknown> | unknown[] = Array.isArray(base) ? [...base] : { ...base };
  const keys = Object.keys(clone);
  if (extraKey !== null && path.length === 1) {
    // On an array, an index-like key ('4294967294', 'length') would make it billions of slots long
    // and JSON.stringify would throw before any request is sent: such a key goes on a plain copy.
    const target = Array.isArray(clone) && /^(?:\d+|length)$/.test(extraKey) ? { ...clone } : clone;
    (target as Record<string, unknown>)[extraKey] = replacement;
    return target;
  }
  if (keys.length === 0) return replacement;
  const key = keys[path[0]! % keys.length]!;
  (clone as Record<string, unknown>)[key] = mutate(
    (clone as Record<string, unknown>)[key],
    path.slice(1),
    replacement,
    extraKey,
  );
  return clone;
}

/** A JSON text with a prototype-pollution member spliced into its outermost object. */
export function withPollution(json: string, member: string): string {
  if (!json.startsWith('{')) return `{${member}}`;
  return json === '{}' ? `{${member}}` : `{${member},${json.slice(1)}`;
}

/** Raw request bodies that are not what the content type promises. */
export const junkBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom('', '{', '{"a":', '[1,2', 'null', '"text"', '42', 'undefined', '{"a":1}}', '\u0000'),
  fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.constant(Buffer.alloc(1024 * 1024 + 10, 0x41)),
);
