import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { endpoints } from '@seoul-glow/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { adminGroup } from '../../routes/admin-group';
import type { AdminUserRow } from '../users/users.repository';
import { AuditLog } from './audit.service';
import { changesBetween, labelOf, maskEmail, outcomeOf, querySummary, shortText } from './audit-summary';
import { errorHandler } from '../../plugins/error-handler';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const admin = { id: 42, email: 'recorder@example.com', role: 'superadmin', status: 'active' } as AdminUserRow;
/** Stands in for the auth service: 'good' is the only valid token. */
const signedIn = {
  authenticate: async (token: string) => (token === 'good' ? admin : null),
} as unknown as Parameters<typeof adminGroup>[0]['auth'];

/**
 * A small app with the real admin group and audit log: the routes stand in for any module, such
 * as an export (a GET that describes itself) or a write that fails after describing.
 */
async function appWithRoutes() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  const audit = new AuditLog(database.db, app.log);
  await app.register(
    adminGroup({ auth: signedIn, audit }, async (group) => {
      route(group, endpoints.admin.dashboard.stats, async (request) => {
        if ((request.query as { export?: string }).export) {
          request.audit.describe({
            entity: 'privacy',
            id: maskEmail('shopper@example.com'),
            detail: '3 orders',
          });
        }
        throw new AppError('NOT_FOUND', 'Not found');
      });
      route(group, endpoints.admin.inbox.markRead, async (request) => {
        request.audit.describe({ before: { read: false }, after: { read: true, password: 'hunter2' } });
        if (request.query.id === 13) throw new AppError('CONFLICT', 'Taken meanwhile');
        const message = {
          name: 'N',
          email: 'n@example.com',
          subject: 'other',
          message: 'Hi',
          orderNumber: null,
        };
        return {
          succeeded: true,
          data: { id: request.query.id, read: true, createdAt: new Date().toISOString(), ...message },
        };
      });
    }),
  );
  return app;
}

const rows = () => database.db.select().from(auditLog).orderBy(auditLog.id);

describe('the admin group records writes by itself', () => {
  it('records a write with the described change, a secret as "changed" only', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/Contact/markMessageRead?id=7&read=true',
      headers: { authorization: 'Bearer good' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = (await rows()).filter((r) => r.entityId === '7');
    expect(row).toMatchObject({
      actorId: 42,
      actorEmail: 'recorder@example.com',
      action: 'admin.inbox.markRead',
      entity: 'inbox',
      status: 200,
    });
    expect(row!.changes).toEqual([
      { field: 'read', before: 'false', after: 'true' },
      { field: 'password', after: 'changed' },
    ]);
    expect(JSON.stringify(row)).not.toContain('hunter2');
    await app.close();
  });

  it('keeps the row of a refused write but none of its described changes', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/Contact/markMessageRead?id=13&read=true',
      headers: { authorization: 'Bearer good' },
    });
    expect(res.statusCode).toBe(409);
    const [row] = (await rows()).filter((r) => r.entityId === '13');
    expect(row).toMatchObject({ status: 409, changes: [] });
    await app.close();
  });

  it('skips reads, records a read that describes itself (an export), and never an anonymous call', async () => {
    const app = await appWithRoutes();
    const before = (await rows()).length;
    await app.inject({ url: '/Dashboard/stats', headers: { authorization: 'Bearer good' } });
    await app.inject({ method: 'POST', url: '/Contact/markMessageRead?id=9&read=true' });
    expect(await rows()).toHaveLength(before);
    await app.inject({ url: '/Dashboard/stats?export=1', headers: { authorization: 'Bearer good' } });
    const all = await rows();
    expect(all).toHaveLength(before + 1);
    expect(all.at(-1)).toMatchObject({ entity: 'privacy', entityId: 's•••@example.com', detail: '3 orders' });
    await app.close();
  });
});

describe('audit summaries', () => {
  it('keeps only what differs, short', () => {
    expect(changesBetween({ a: 1, b: 'x' }, { a: 1, b: 'y' })).toEqual([
      { field: 'b', before: 'x', after: 'y' },
    ]);
    expect(changesBetween(undefined, { name: 'z'.repeat(500) })[0]!.after).toHaveLength(120);
    expect(changesBetween({ secretKey: 'k', code: '123456' }, undefined)).toEqual([
      { field: 'secretKey', after: 'changed' },
      { field: 'code', after: 'changed' },
    ]);
  });

  it("reads a field named like Object.prototype's members as a field, on either side", () => {
    expect(changesBetween({}, { toString: 'x', constructor: 'y' })).toEqual([
      { field: 'toString', after: 'x' },
      { field: 'constructor', after: 'y' },
    ]);
    expect(changesBetween({ valueOf: 1 }, {})).toEqual([{ field: 'valueOf', before: '1' }]);
  });

  it('masks emails and drops secrets in a query', () => {
    expect(querySummary({ email: 'jane@example.com', token: 'abc', page: 2 })).toBe(
      'email=j•••@example.com page=2',
    );
    expect(querySummary({})).toBeNull();
  });

  it('names outcomes and actions', () => {
    expect([200, 400, 401, 403, 404, 409, 429, 500].map(outcomeOf)).toEqual([
      'success',
      'failed',
      'failed',
      'refused',
      'failed',
      'refused',
      'refused',
      'failed',
    ]);
    expect(labelOf('admin.orders.updateStatus')).toBe('Move an order to a new status');
    expect(labelOf('auth.login')).toBe('Sign in with email and password');
    expect(labelOf('something.new')).toBe('something.new');
  });
});

/** Texts as admins and attackers type them: astral emoji, combining marks, ZWJ families, halves of pairs. */
const awkwardText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'N',
        'A',
        ' ',
        '🌸',
        '😊',
        '\u0301',
        'e\u0301',
        '👩‍👩‍👧',
        '한',
        '\uD83C',
        '\uDF38',
        '\u0000',
        '…',
      ),
      fc.string({ unit: 'binary', maxLength: 8 }),
    ),
    { maxLength: 160 },
  )
  .map((parts) => parts.join(''));

const hasLoneSurrogate = (text: string) =>
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('audit values that PostgreSQL must accept', () => {
  it('cuts by characters, never half an emoji', () => {
    const [change] = changesBetween(undefined, { reply: `${'A'.repeat(118)}😊 thanks` });
    expect(change!.after).toBe(`${'A'.repeat(118)}😊…`);
    expect(shortText('x\uD83Cy')).toBe('x\uFFFDy');
  });

  it('writes a row for any value, and every value it keeps is well formed and short', async () => {
    const audit = new AuditLog(database.db, Fastify().log);
    await fc.assert(
      fc.asyncProperty(awkwardText, awkwardText, awkwardText, async (before, after, detail) => {
        const entityId = `fuzz-${Math.random()}`;
        await audit.write({
          actor: { id: 1, email: `${before.slice(0, 3)}@example.com` },
          ip: '127.0.0.1',
          action: 'admin.reviews.reply',
          entityId,
          status: 200,
          changes: changesBetween({ [before.slice(0, 5) || 'f']: before }, { reply: after, [detail]: 1 }),
          detail,
        });
        const [row] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
        expect(row).toBeDefined();
        for (const text of [row!.detail ?? '', row!.actorEmail ?? '', JSON.stringify(row!.changes)]) {
          expect(hasLoneSurrogate(text)).toBe(false);
          expect(text).not.toContain('\u0000');
        }
        for (const change of row!.changes) {
          for (const value of [change.before, change.after]) {
            if (value !== undefined) expect([...value].length).toBeLessThanOrEqual(120);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
