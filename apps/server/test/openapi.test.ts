import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';

/** The OpenAPI document of docs/architecture.md#api-contract and its reference page. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, unknown>;
  security?: unknown[];
}
type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown> };
};

/** Fastify's `/Product/:id` is OpenAPI's `/Product/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI document', () => {
  let doc: Doc;
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.json();
  });

  it('is an OpenAPI 3 document with well-formed operations', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(doc.components?.securitySchemes?.bearer).toBeTruthy();
    const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path.startsWith('/')).toBe(true);
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item)) {
        expect(methods.has(method), `${method} ${path}`).toBe(true);
        expect(Object.keys(op.responses).length, `${method} ${path} responses`).toBeGreaterThan(0);
        for (const p of op.parameters ?? []) {
          expect(['query', 'path', 'header', 'cookie']).toContain(p.in);
          expect(typeof p.name).toBe('string');
          expect(p.schema, `${method} ${path} ${p.name}`).toBeTypeOf('object');
          if (p.in === 'path') expect(p.required).toBe(true);
        }
        const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(pathParams.sort()).toEqual([...templated].sort());
        for (const c of Object.values(op.requestBody?.content ?? {})) expect(c.schema).toBeTypeOf('object');
      }
    }
    // Survives a JSON round trip unchanged (no functions, undefined or cycles).
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it('lists every route registered under /api, each with a summary and tags', () => {
    const registered = t.app.apiRoutes;
    expect(registered.length).toBeGreaterThan(35);
    for (const route of registered) {
      const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.url} is documented`).toBeDefined();
      expect(op!.summary, `${route.method} ${route.url} summary`).toBeTruthy();
      expect(op!.tags?.length, `${route.method} ${route.url} tags`).toBeGreaterThan(0);
    }
    const documented = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(documented).toBe(registered.length);
  });

  it('describes bodies, queries, path parameters, multipart forms and admin security', () => {
    const login = doc.paths['/api/Auth/login']!.post!;
    const loginBody = login.requestBody!.content['application/json']!.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(loginBody.properties)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(login.security).toBeUndefined();

    const search = doc.paths['/api/Products/search']!.get!;
    expect(search.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['q', 'page', 'pageSize']));

    const detail = doc.paths['/api/Product/{id}']!.get!;
    expect(detail.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);

    const save = doc.paths['/api/Products/saveProduct']!.post!;
    const form = save.requestBody!.content['multipart/form-data']!.schema as {
      properties: Record<string, { type?: string; items?: { format?: string } }>;
    };
    expect(form.properties.images).toMatchObject({ type: 'array', items: { format: 'binary' } });
    expect(form.properties).toHaveProperty('name');
    expect(save.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/Chat/extractText']!.post!.requestBody!.content).toHaveProperty(
      'multipart/form-data',
    );
  });
});

describe('reference page', () => {
  it('is a self-contained HTML page naming every operation, allowed by its own CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    // Nothing fetched from elsewhere: no script at all, no external stylesheet, image or font.
    expect(res.body).not.toMatch(/<script|<link|<img|@import|https?:\/\/(?!www\.w3\.org)/i);
    for (const route of t.app.apiRoutes) {
      expect(res.body, `${route.method} ${route.url}`).toContain(
        `${route.method} ${openApiPath(route.url).replace(/</g, '&lt;')}`,
      );
    }
    expect(res.body).toContain('Sign in as an admin: a bearer token, or the two-factor step when it is on');
    expect(res.body).toContain('Parameters');
    expect(res.body).toContain('Request body (multipart/form-data)');
  });

  it('is reachable with a trailing slash and answers HEAD', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/docs' })).statusCode).toBe(200);
  });
});
