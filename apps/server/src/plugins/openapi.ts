/**
 * The OpenAPI 3 document generated from the endpoint contracts (docs/architecture.md#api-contract), served as JSON at
 * /api/docs/openapi.json and as a self-contained reference page at /api/docs: no script, no CDN,
 * so it works offline and under a strict Content-Security-Policy.
 *
 * Registered before the API modules: @fastify/swagger and the route list below both learn the
 * routes from the onRoute hook.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Endpoint, MultipartSpec } from '@seoul-glow/shared';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's schema as registered: zod contracts for body, querystring and params. */
  schema: FastifySchema | undefined;
  /** The endpoint object it was registered from (every /api route but the docs' own). */
  endpoint: Endpoint | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every method + URL registered under /api (HEAD excluded), in registration order. */
    apiRoutes: RegisteredRoute[];
  }
}

const DOCS_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A multipart endpoint's body for the document: its field contract plus its file parts. */
function multipartBody(form: MultipartSpec): Record<string, unknown> {
  const fields = z.toJSONSchema(form.fields, {
    io: 'input',
    unrepresentable: 'any',
    target: 'openapi-3.0',
  }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const files = Object.fromEntries(
    Object.entries(form.files).map(([name, { description, many }]) => {
      const binary = { type: 'string', format: 'binary' };
      return [name, many ? { type: 'array', items: binary, description } : { ...binary, description }];
    }),
  );
  return {
    type: 'object',
    properties: { ...fields.properties, ...files },
    ...(fields.required?.length ? { required: fields.required } : {}),
  };
}

export const openapi = fp(async (app: FastifyInstance) => {
  const routes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
      routes.push({ method, url: route.url, schema: route.schema, endpoint: route.config?.endpoint });
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Seoul Glow API',
        version: '1.0.0',
        description:
          'Every response is the envelope `{ succeeded, data?, errors?, message? }`. Admin operations ' +
          'need `Authorization: Bearer <token>` from POST /api/Auth/login.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input) as { schema: Record<string, unknown>; url: string };
      const form = input.route.config?.endpoint?.multipart;
      if (form) out.schema = { ...out.schema, consumes: ['multipart/form-data'], body: multipartBody(form) };
      return out;
    },
  });

  let cached: { json: string; html: string } | null = null;
  const documents = () => {
    if (!cached) {
      const doc = app.swagger() as OpenApiDocument;
      cached = { json: JSON.stringify(doc), html: renderReference(doc) };
    }
    return cached;
  };

  app.get(
    '/api/docs/openapi.json',
    { schema: { summary: 'This OpenAPI 3 document', tags: ['Docs'] } },
    async (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(documents().json),
  );
  app.get(
    '/api/docs',
    { schema: { summary: 'The API reference page (HTML)', tags: ['Docs'] } },
    async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', DOCS_CSP)
        .header('cache-control', 'no-cache')
        .send(documents().html),
  );
});

interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const schemaBlock = (schema: unknown) => `<pre>${escapeHtml(JSON.stringify(schema, null, 2) ?? 'any')}</pre>`;

function typeOf(schema: unknown): string {
  if (!schema || typeof schema !== 'object') return 'any';
  const s = schema as { type?: string; enum?: unknown[]; format?: string };
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  return [s.type ?? 'any', s.format].filter(Boolean).join(' ');
}

/** The whole reference as one static HTML document, grouped by tag. */
function renderReference(doc: OpenApiDocument): string {
  const byTag = new Map<string, { method: string; path: string; op: OpenApiOperation }[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags?.[0] ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push({ method: method.toUpperCase(), path, op });
    }
  }
  const anchor = (method: string, path: string) => `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
  const toc = [...byTag]
    .map(
      ([tag, ops]) =>
        `<li>${escapeHtml(tag)}<ul>${ops
          .map(
            ({ method, path, op }) =>
              `<li><a href="#${anchor(method, path)}"><code>${method} ${escapeHtml(path)}</code></a> ${escapeHtml(op.summary ?? '')}</li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = [...byTag]
    .map(([tag, ops]) => {
      const items = ops.map(({ method, path, op }) => {
        const params = op.parameters?.length
          ? `<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th>type</th><th>required</th></tr>${op.parameters
              .map(
                (p) =>
                  `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${escapeHtml(typeOf(p.schema))}</td><td>${p.required ? 'yes' : 'no'}</td></tr>`,
              )
              .join('')}</table>`
          : '';
        const body = op.requestBody?.content
          ? Object.entries(op.requestBody.content)
              .map(([type, c]) => `<h4>Request body (${escapeHtml(type)})</h4>${schemaBlock(c.schema)}`)
              .join('')
          : '';
        const responses = Object.entries(op.responses ?? {})
          .map(([status, r]) => {
            const content = Object.values(r.content ?? {})[0];
            return `<details><summary>Response ${escapeHtml(status)} ${escapeHtml(r.description ?? '')}</summary>${
              content ? schemaBlock(content.schema) : ''
            }</details>`;
          })
          .join('');
        const secured = op.security?.length ? ' <span class="lock">admin token</span>' : '';
        return `<article id="${anchor(method, path)}"><h3><span class="m m-${method}">${method}</span> <code>${escapeHtml(
          path,
        )}</code>${secured}</h3><p>${escapeHtml(op.summary ?? '')}</p>${
          op.description ? `<p>${escapeHtml(op.description)}</p>` : ''
        }${params}${body}${responses}</article>`;
      });
      return `<section><h2>${escapeHtml(tag)}</h2>${items.join('')}</section>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#222}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f6f4f5;padding:.5rem;overflow:auto;max-height:24rem}
article{border-top:1px solid #ddd;padding:.5rem 0}h3{margin:.3rem 0;font-size:1rem}
.m{display:inline-block;min-width:4rem;text-align:center;border-radius:4px;color:#fff;background:#555;padding:0 .3rem}
.m-GET{background:#2d6a4f}.m-POST{background:#9d174d}.m-DELETE{background:#b91c1c}
.lock{font-size:12px;color:#7c2d12;border:1px solid #7c2d12;border-radius:4px;padding:0 .3rem}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.1rem .4rem;text-align:left}
</style></head><body>
<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI ${escapeHtml(doc.openapi)}).</p>
<p>Shopping agents: <a href="/api/docs/mcp">connect an agent over MCP</a> (the store's tools at <code>/api/mcp</code>).</p>
<nav><h2>Operations</h2><ul>${toc}</ul></nav>
${sections}
</body></html>`;
}
