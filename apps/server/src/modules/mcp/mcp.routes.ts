import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { endpoints } from '@seoul-glow/shared';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter';
import { requestOrigin } from '../../lib/request-origin';
import { route } from '../../lib/route';
import type { StoreTool } from '../store-tools/tool';
import { renderConnectPage } from './mcp-docs';
import { createMcpServer } from './mcp-server';

/** Per address: an agent browsing for a shopper makes a few calls a minute; a scraper is stopped. */
export const MCP_RATE: RateRule = { name: 'mcp', max: 60, windowMs: 60_000 };

const NOT_OFFERED = 'This MCP endpoint is stateless: send each JSON-RPC message with POST.';

function notOffered(reply: FastifyReply) {
  return reply
    .code(405)
    .header('allow', 'POST')
    .send({ succeeded: false, errors: [NOT_OFFERED] });
}

/**
 * The storefront MCP endpoint (docs/product.md#the-api): POST /api/mcp, Streamable HTTP without
 * sessions, every answer JSON. Each request gets its own server and transport, so instances
 * behind a load balancer need nothing shared; the rate limit lives in PostgreSQL. The MCP SDK is
 * loaded with the first call: a store no agent calls never holds its code.
 */
export function mcpRoutes(deps: {
  tools: StoreTool[];
  limiter: RateLimiter;
  publicUrl: string | undefined;
}): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      endpoints.mcp.message,
      async (request, reply) => {
        const server = await createMcpServer(
          deps.tools,
          { origin: requestOrigin(request, deps.publicUrl), ip: request.ip },
          (err, tool) => request.log.error({ err, tool }, 'mcp: a tool failed'),
        );
        const { StreamableHTTPServerTransport } =
          await import('@modelcontextprotocol/sdk/server/streamableHttp.js');
        const transport = new StreamableHTTPServerTransport({
          sessionIdGenerator: undefined,
          enableJsonResponse: true,
        });
        // The answer is always JSON, so a client that leaves out Accept is answered all the same.
        const accept = String(request.headers.accept ?? '');
        if (!accept.includes('application/json') || !accept.includes('text/event-stream'))
          request.raw.headers.accept = 'application/json, text/event-stream';
        // The transport writes to the socket itself: the headers Fastify's hooks set so far
        // (security headers) go with it.
        reply.hijack();
        for (const [name, value] of Object.entries(reply.getHeaders()))
          if (value !== undefined) reply.raw.setHeader(name, value);
        reply.raw.on('close', () => {
          void transport.close();
          void server.close();
        });
        await server.connect(transport);
        await transport.handleRequest(request.raw, reply.raw, request.body);
        return reply;
      },
      { preHandler: deps.limiter.guard(MCP_RATE) },
    );
    route(app, endpoints.mcp.openStream, async (_request, reply) => notOffered(reply));
    route(app, endpoints.mcp.endSession, async (_request, reply) => notOffered(reply));

    // How to connect an agent: a page of the API docs (linked from /api/docs), built from the tools.
    const pages = new Map<string, string>();
    app.get(
      '/docs/mcp',
      { schema: { summary: 'Connecting an agent over MCP (HTML)', tags: ['Docs'] } },
      async (request, reply) => {
        const url = `${requestOrigin(request, deps.publicUrl)}/api/mcp`;
        let page = pages.get(url);
        if (!page) {
          page = renderConnectPage(deps.tools, url, MCP_RATE.max);
          if (pages.size < 20) pages.set(url, page);
        }
        return reply
          .type('text/html; charset=utf-8')
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
          )
          .send(page);
      },
    );
  };
}
