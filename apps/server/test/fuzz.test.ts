/**
 * Property-based fuzzing of every /api endpoint. The route table is the one the
 * app registered (app.apiRoutes, the list the OpenAPI document is built from); each route's request
 * contracts are its endpoint's zod schemas from @seoul-glow/shared (multipart: its field contract). From
 * them fast-check builds plausible requests and then breaks them: wrong types, huge and unicode
 * strings, NUL bytes, prototype-pollution keys, nested junk, broken JSON, wrong content types,
 * hostile multipart parts and non-image bytes named .jpg, bad tokens.
 *
 * Every response must be: not 5xx; on error the docs/architecture.md#api-contract envelope with no stack trace or internal
 * detail; and a rejected request (4xx) must leave every table as it was (rate-limit counters aside).
 * FUZZ_RUNS raises the runs per route; FUZZ_SEED replays a run.
 */
import fc from 'fast-check';
import { errorEnvelope } from '@seoul-glow/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '@seoul-glow/shared';
import type { RegisteredRoute as ApiRoute } from '../src/plugins/openapi';
import { GUIDE_ARTICLES } from '../src/db/seed/guide';
import { seedGuideArticles } from '../src/db/seed/seed-guide';
import { createAdmin, createTestApp, signIn } from './app';
import { insertCategory, insertOrder, insertProduct, jpegImage, multipart, pngImage } from './admin-fixtures';
import {
  contractSchema,
  fromSchema,
  hostileString,
  hostileValue,
  junkBody,
  mutate,
  pollutionJson,
  pollutionKeys,
  withPollution,
  type JsonSchema,
} from './fuzz-arbitraries';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

// The payment reconciler runs in the background; a day's grace keeps it from settling an intent
// while a rejected request's tables are being compared.
const t = await createTestApp({
  env: { LOG_LEVEL: process.env.FUZZ_LOG ?? 'silent', PAYMENT_GRACE_SECONDS: '86400' },
});
const admin = await createAdmin(t, { role: 'superadmin', email: 'fuzz-owner@example.com' });
let token = await signIn(t, admin.email);
const category = await insertCategory(t);
for (let i = 0; i < 3; i++) await insertProduct(t, category.id, { name: `Fuzz product ${i}` });
await insertOrder(t, [{ productId: 1, quantity: 1, unitPriceCents: 2500 }]);
// A live code and a sample in stock, so valid-looking calls reach past "unknown".
await t.database.pool.query(
  `INSERT INTO promotions (code, kind, value, max_uses) VALUES ('FUZZ10', 'percent', 10, 5);
   INSERT INTO samples (name, product_id, stock_quantity) VALUES ('Fuzz mini', 1, 3)`,
);
// A few of the guide's articles, so valid-looking guide calls reach past "not found".
await seedGuideArticles(t.database.db, GUIDE_ARTICLES.slice(0, 6));
const png = await pngImage();
const jpeg = await jpegImage();

afterAll(async () => {
  await t.close();
});

// ---------------------------------------------------------------- the data a 4xx must not touch
// Every table but the ones whose job is to note refused calls: rate_limits and login_throttle
// (counting them), audit_log (a refused admin call or sign-in is recorded on purpose), and
// catalog_state (the catalog cache's version, bumped by statement triggers even when a statement
// touched no row).
const { rows: tableRows } = await t.database.pool.query<{ table_name: string }>(
  `SELECT table_name FROM information_schema.tables
   WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
     AND table_name NOT IN ('rate_limits', 'login_throttle', 'audit_log', 'catalog_state')
   ORDER BY table_name`,
);
const tables = tableRows.map((r) => r.table_name);
// The mail dispatcher updates mail_outbox's delivery columns in the background: only its rows count.
const rowText = (n: string) => (n === 'mail_outbox' ? 'x.id::text' : 'x::text');
const checksumSql = `SELECT ${tables
  .map(
    (n) =>
      `(SELECT md5(coalesce(string_agg(${rowText(n)}, '|' ORDER BY ${rowText(n)}), '')) FROM "${n}" x) AS "${n}"`,
  )
  .join(', ')}`;
async function checksum(): Promise<Record<string, string>> {
  const { rows } = await t.database.pool.query<Record<string, string>>(checksumSql);
  return rows[0]!;
}

// ---------------------------------------------------------------- what a response may not contain
const LEAKS =
  /\n\s+at |node_modules|\/work\/|\/src\/|\.[cm]?[jt]s:\d+|Error:|ZodError|TypeError|ReferenceError|Cannot read prop|is not a function|undefined is not|ECONN|syntax error|violates|duplicate key|relation "|column "|SELECT |INSERT INTO|UPDATE "|DELETE FROM|pg_|drizzle/;

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
  label: string;
}

const needsToken = (route: ApiRoute) => route.endpoint !== undefined && route.endpoint.access !== 'public';

/** Mostly the real token (so handlers run), sometimes none or a forged one. */
const authHeader = (route: ApiRoute): fc.Arbitrary<string | null> =>
  needsToken(route)
    ? fc.oneof(
        { weight: 8, arbitrary: fc.constant('VALID') },
        {
          weight: 2,
          arbitrary: fc.oneof(
            fc.constant(null),
            hostileString.map((s) => `Bearer ${s.slice(0, 2000)}`),
            fc.constantFrom(
              'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6InN1cGVyYWRtaW4ifQ.',
              'Basic YWRtaW46YWRtaW4=',
              'Bearer',
              'bearer  a b',
            ),
          ),
        },
      )
    : fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constant('VALID') });

/** A value from the contract, or that value broken in one place. */
function contractValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const valid = fromSchema(schema);
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          valid,
          fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
          hostileValue,
          fc.option(fc.oneof(fc.constantFrom(...pollutionKeys), hostileString), { freq: 3 }),
        )
        .map(([v, path, bad, extra]) => mutate(v, path, bad, extra)),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** encodeURIComponent without its URIError on lone surrogates (those become U+FFFD). */
const encode = (s: string) =>
  encodeURIComponent(
    s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

/** Serialises a query object the way browsers and curl would, arrays as repeated keys. */
function toQuery(value: unknown): string {
  if (value === null || typeof value !== 'object') return `q=${encode(String(value))}`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      const text = item !== null && typeof item === 'object' ? JSON.stringify(item) : String(item);
      parts.push(`${encode(k)}=${encode(text)}`);
    }
  }
  return parts.join('&');
}

const rawQuery = fc.constantFrom(
  '__proto__[polluted]=1&constructor[prototype][polluted]=1',
  '__proto__=1',
  'page=1&page=2&page=3',
  'id=%E0%A4%A',
  'id=%00',
  'q=%ED%A0%80&id=%C0%AF',
  'orderId=%',
  'q[]=a&q[b]=c',
  'a'.repeat(20_000),
  '&&&==&',
);

function queryArb(route: ApiRoute): fc.Arbitrary<string> {
  const schema = route.schema?.querystring ? contractSchema(route.schema.querystring) : undefined;
  return fc.oneof(
    { weight: 6, arbitrary: contractValue(schema ?? { type: 'object', properties: {} }).map(toQuery) },
    { weight: 2, arbitrary: rawQuery },
    { weight: 1, arbitrary: fc.constant('') },
  );
}

function pathArb(route: ApiRoute): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  if (!names.length) return fc.constant(route.url);
  const props = route.schema?.params ? contractSchema(route.schema.params).properties : undefined;
  const segment = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fromSchema(props?.[name]).map((v) => encode(String(v))) },
      { weight: 3, arbitrary: hostileString.map((s) => encode(s.slice(0, 300))) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('%', '%zz', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', '1;DROP', '1.5'),
      },
    );
  return fc.tuple(...names.map(segment)).map((values) => {
    let url = route.url;
    names.forEach((name, i) => (url = url.replace(`:${name}`, values[i]!)));
    return url;
  });
}

function jsonBodyArb(route: ApiRoute): fc.Arbitrary<{ payload?: string | Buffer; type?: string }> {
  const schema = route.schema?.body ? contractSchema(route.schema.body) : undefined;
  const json = contractValue(schema).map((v) => JSON.stringify(v) ?? 'null');
  return fc.oneof(
    { weight: 6, arbitrary: json.map((payload) => ({ payload, type: 'application/json' })) },
    {
      weight: 2,
      arbitrary: fc.tuple(fromSchema(schema), pollutionJson).map(([v, member]) => ({
        payload: withPollution(JSON.stringify(v) ?? '{}', member),
        type: 'application/json',
      })),
    },
    { weight: 2, arbitrary: junkBody.map((payload) => ({ payload, type: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          json,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'multipart/form-data',
            'multipart/form-data; boundary=x',
            'application/json; charset=utf-16',
            'application/octet-stream',
            '',
          ),
        )
        .map(([payload, type]) => ({ payload, type: type || undefined })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
  fc.constant(Buffer.from('<?php system($_GET["c"]); ?>')),
  fc.constant(Buffer.from('GIF89a<script>alert(1)</script>')),
  fc.constant(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)])),
  fc.constant(Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(300, 1)])),
  fc.constant(Buffer.alloc(0)),
  fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
);

function multipartArb(route: ApiRoute): fc.Arbitrary<{ payload?: string | Buffer; type?: string }> {
  const form = route.endpoint!.multipart!;
  const fields = contractSchema(form.fields);
  const fieldValues = contractValue(fields).map((v) =>
    Object.fromEntries(
      Object.entries(v !== null && typeof v === 'object' ? v : { value: v }).map(([k, x]) => [
        k,
        Array.isArray(x)
          ? // Array.from: a generated array may carry a "constructor" key, which map() would call.
            Array.from(x as unknown[], (i) => (typeof i === 'string' ? i : JSON.stringify(i)))
          : typeof x === 'string'
            ? x
            : (JSON.stringify(x) ?? ''),
      ]),
    ),
  );
  const hostileFieldNames = fc.dictionary(
    fc.oneof(
      {
        weight: 2,
        arbitrary: fc.constantFrom(...pollutionKeys, 'hasOwnProperty', 'toString', 'valueOf', ''),
      },
      { weight: 1, arbitrary: hostileString.map((s) => s.slice(0, 100)) },
    ),
    hostileString,
    { minKeys: 1, maxKeys: 3 },
  );
  const fileNames = Object.keys(form.files);
  // Real images only for saveProduct: OCR of a real photo is slow and covered by the assistant tests.
  const realImages = route.url.includes('saveProduct') ? [png, jpeg] : [];
  const file = fc.record({
    field: fc.oneof(
      fc.constantFrom(...fileNames, '__proto__', 'constructor', 'other'),
      hostileString.map((s) => s.slice(0, 50)),
    ),
    name: fc.oneof(
      fc.constantFrom('photo.jpg', '../../etc/passwd.jpg', 'a\u0000b.jpg', 'x.php.jpg', '🧴.png', ''),
      hostileString.map((s) => s.slice(0, 200)),
    ),
    type: fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'text/html', 'application/x-php', ''),
    data: realImages.length
      ? fc.oneof(
          { weight: 4, arbitrary: fileBytes },
          { weight: 1, arbitrary: fc.constantFrom(...realImages) },
        )
      : fileBytes,
  });
  const wellFormed = fc
    .tuple(fieldValues, fc.option(hostileFieldNames, { freq: 3 }), fc.array(file, { maxLength: 3 }))
    .map(([values, extra, files]) => {
      const body = multipart({ ...values, ...(extra ?? {}) }, files);
      return { payload: body.payload, type: body.headers['content-type'] };
    });
  const broken = fc.oneof(
    fc.constant({
      payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf',
      type: 'multipart/form-data; boundary=x',
    }),
    fc.constant({ payload: 'no boundary here', type: 'multipart/form-data' }),
    fc.constant({ payload: '--y\r\n\r\n--y--', type: 'multipart/form-data; boundary=x' }),
    fc.constant({
      payload: `--x\r\nContent-Disposition: form-data; name="${'n'.repeat(5000)}"\r\n\r\nv\r\n--x--\r\n`,
      type: 'multipart/form-data; boundary=x',
    }),
    junkBody.map((payload) => ({ payload, type: 'multipart/form-data; boundary=----sg' })),
    jsonBodyArb(route),
  );
  return fc.oneof({ weight: 5, arbitrary: wellFormed }, { weight: 2, arbitrary: broken });
}

function requestArb(route: ApiRoute): fc.Arbitrary<FuzzRequest> {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const body = !hasBody
    ? fc.constant({} as { payload?: string | Buffer; type?: string })
    : route.endpoint?.multipart
      ? multipartArb(route)
      : jsonBodyArb(route);
  return fc
    .record({
      path: pathArb(route),
      query: queryArb(route),
      body,
      auth: authHeader(route),
      ip: fc.ipV4(),
      forwarded: fc.option(
        hostileString.map((s) => s.slice(0, 200)),
        { freq: 5 },
      ),
    })
    .map(({ path, query, body, auth, ip, forwarded }) => {
      const headers: Record<string, string> = {};
      if (body.type) headers['content-type'] = body.type;
      if (auth) headers.authorization = auth;
      // Header values must be Latin-1 without control characters to be sent at all.
      if (forwarded) headers['x-forwarded-for'] = forwarded.replace(/[^\x20-\x7e]/g, '?');
      const url = query ? `${path}?${query}` : path;
      const size = body.payload ? body.payload.length : 0;
      return {
        method: route.method,
        url,
        headers,
        payload: body.payload,
        remoteAddress: ip,
        label: `${route.method} ${url.slice(0, 160)} [${body.type ?? 'no type'}, ${size} bytes] ${
          body.payload ? JSON.stringify(body.payload.toString('utf8').slice(0, 400)) : ''
        }`,
      };
    });
}

// ---------------------------------------------------------------- keeping the fuzzer's admin usable
async function restoreAdmin() {
  await t.database.pool.query(
    `UPDATE admin_users SET status = 'active', role = 'superadmin', email = $2 WHERE id = $1`,
    [admin.id, admin.email],
  );
  const check = await t.app.inject({
    method: 'POST',
    url: '/api/Auth/refresh-token',
    headers: { authorization: `Bearer ${token}` },
  });
  if (check.statusCode !== 200) {
    await t.database.pool.query(`UPDATE admin_users SET password_hash = $2 WHERE id = $1`, [
      admin.id,
      admin.passwordHash,
    ]);
    token = await signIn(t, admin.email);
  }
}

interface Finding {
  request: string;
  problem: string;
  status: number;
  body: string;
}

async function fuzzOnce(req: FuzzRequest, findings: Finding[], before: Record<string, string>) {
  const headers = { ...req.headers };
  if (headers.authorization === 'VALID') headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers,
    payload: req.payload,
    remoteAddress: req.remoteAddress,
  });
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
  if (res.statusCode >= 400) {
    let parsed: unknown;
    try {
      parsed = res.json();
    } catch {
      problems.push('error body is not JSON');
    }
    if (parsed !== undefined) {
      const envelope = errorEnvelope.safeParse(parsed);
      if (!envelope.success || envelope.data.errors.length === 0)
        problems.push('error body is not the envelope');
    }
    if (LEAKS.test(res.body)) problems.push(`internal detail: ${LEAKS.exec(res.body)![0]}`);
    if (res.statusCode === 429 && !res.headers['retry-after']) problems.push('429 without Retry-After');
  }
  const after = await checksum();
  if (res.statusCode >= 400 && res.statusCode < 500) {
    const changed = tables.filter((n) => before[n] !== after[n]);
    if (changed.length) problems.push(`rejected (${res.statusCode}) but changed ${changed.join(', ')}`);
  }
  for (const problem of problems)
    findings.push({ request: req.label, problem, status: res.statusCode, body: res.body.slice(0, 300) });
  return { after, status: res.statusCode };
}

const routes = t.app.apiRoutes;

describe('fuzzing every /api endpoint from its contract', () => {
  it('covers the whole route table', () => {
    expect(routes.length).toBeGreaterThan(35);
    // Every multipart endpoint is registered from its endpoint object, so its fields are fuzzed.
    const multipart = [
      endpoints.admin.products.save,
      endpoints.admin.categories.save,
      endpoints.assistant.extractText,
      endpoints.reviews.submit,
      endpoints.admin.products.importCsv,
    ];
    // Order proofs, Find my orders and Settings → Privacy (a superadmin's export and erasure).
    for (const e of [
      endpoints.orders.details,
      endpoints.orders.findMine,
      ...Object.values(endpoints.admin.privacy),
    ]) {
      expect(
        routes.some((r) => r.endpoint === e),
        e.path,
      ).toBe(true);
    }
    // The admin's reconciled payments are fuzzed like every other admin call.
    expect(routes.some((r) => r.endpoint === endpoints.admin.orders.paymentsNeedingAttention)).toBe(true);
    // Sign-in security and the audit log: two-factor, own account, Settings → Activity.
    for (const e of [
      ...Object.values(endpoints.twoFactor),
      endpoints.auth.changePassword,
      endpoints.auth.signOutEverywhere,
      endpoints.admin.audit.list,
      // The assistant's streamed answer and the storefront MCP endpoint for agents.
      endpoints.assistant.stream,
      ...Object.values(endpoints.mcp),
      // Promo codes and free samples: the shopper's check and sample list, Admin → Promotions.
      ...Object.values(endpoints.promotions),
      ...Object.values(endpoints.admin.promotions),
      // Back-in-stock requests, the CSV export and a category's delete with its move.
      endpoints.catalog.notifyMe,
      // Similar formulas for less (the product page and the assistant read the same function).
      endpoints.catalog.similar,
      endpoints.admin.products.exportCsv,
      endpoints.admin.categories.remove,
      // The Skincare Guide: its search and pages, and Admin → Guide's writes (the claims guard).
      ...Object.values(endpoints.guide),
      ...Object.values(endpoints.admin.guide),
    ]) {
      expect(
        routes.some((r) => r.endpoint === e),
        e.path,
      ).toBe(true);
    }
    for (const e of multipart) {
      expect(
        routes.some((r) => r.endpoint === e),
        e.path,
      ).toBe(true);
    }
  });

  for (const route of routes) {
    it(`${route.method} ${route.url}`, { timeout: 60_000 }, async () => {
      await restoreAdmin();
      const findings: Finding[] = [];
      const statuses = new Map<number, number>();
      let before = await checksum();
      await fc.assert(
        fc.asyncProperty(requestArb(route), async (req) => {
          const { after, status } = await fuzzOnce(req, findings, before);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          before = after;
        }),
        { numRuns: RUNS, seed: SEED },
      );
      if (process.env.FUZZ_REPORT)
        console.log(`${route.method} ${route.url}`, JSON.stringify(Object.fromEntries(statuses)));
      const distinct = [...new Map(findings.map((f) => [f.problem, f])).values()];
      expect(
        distinct.map((f) => `${f.problem} | ${f.status} | ${f.request} | ${f.body}`),
        JSON.stringify({ statuses: Object.fromEntries(statuses) }),
      ).toEqual([]);
    });
  }
});
