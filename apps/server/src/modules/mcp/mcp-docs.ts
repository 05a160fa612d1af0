import { z } from 'zod';
import { STORE_NAME } from '@seoul-glow/shared';
import type { StoreTool } from '../store-tools/tool';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const json = (value: unknown) => escapeHtml(JSON.stringify(value, null, 2));

/** The page of the API docs on connecting an agent: written around the live tool list. */
export function renderConnectPage(tools: StoreTool[], endpoint: string, perMinute: number): string {
  const toolSections = tools
    .map((tool) => {
      const input = z.toJSONSchema(tool.input, { io: 'input', unrepresentable: 'any' }) as Record<
        string,
        unknown
      >;
      delete input.$schema;
      return `<article id="${tool.name}"><h3><code>${tool.name}</code> ${escapeHtml(tool.title)}</h3><p>${escapeHtml(
        tool.description,
      )}</p><details><summary>Input schema</summary><pre>${json(input)}</pre></details></article>`;
    })
    .join('');
  const initialize = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'my-agent', version: '1.0.0' },
    },
  };
  const call = {
    jsonrpc: '2.0',
    id: 2,
    method: 'tools/call',
    params: { name: 'search_catalog', arguments: { query: 'sunscreen', skinType: 'oily', maxPrice: 25 } },
  };
  const curl = (body: unknown) =>
    `curl -s ${escapeHtml(endpoint)} \\\n  -H 'content-type: application/json' \\\n  -H 'accept: application/json, text/event-stream' \\\n  -d '${escapeHtml(JSON.stringify(body))}'`;
  const clientConfig = { mcpServers: { 'seoul-glow': { type: 'http', url: endpoint } } };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Connect an agent to ${escapeHtml(STORE_NAME)} (MCP)</title>
<style>
body{font:15px/1.55 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#222}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f6f4f5;padding:.6rem;overflow:auto}
article{border-top:1px solid #ddd;padding:.4rem 0}h3{margin:.3rem 0;font-size:1rem}
</style></head><body>
<p><a href="/api/docs">← API reference</a></p>
<h1>Connect an agent to ${escapeHtml(STORE_NAME)}</h1>
<p>Shopping agents (ChatGPT apps, Claude, Perplexity, your own) can search our live catalog, compare products, build a skincare routine, check ingredients, look up an order and hand the shopper a ready cart, through the <a href="https://modelcontextprotocol.io">Model Context Protocol</a>.</p>
<h2>Endpoint</h2>
<p><code>${escapeHtml(endpoint)}</code>: Streamable HTTP transport, stateless (no session id; each JSON-RPC message is a POST and is answered with JSON). No sign-in is needed.</p>
<p>Most clients take the URL alone. A client configured by file:</p>
<pre>${json(clientConfig)}</pre>
<h2>Try it</h2>
<pre>${curl(initialize)}</pre>
<pre>${curl(call)}</pre>
<p>Tool results carry <code>structuredContent</code> (following each tool's output schema) and the same JSON as text. A refusal (an unknown product, something out of stock) is a result with <code>isError: true</code> and a sentence to show the shopper.</p>
<h2>Buying</h2>
<p><code>create_cart</code> answers <code>{ url }</code>: an absolute link to our cart page holding the chosen items. Give it to the shopper; they open it, review the cart and pay on our checkout. Agents never see payment details.</p>
<h2>Privacy and limits</h2>
<ul>
<li><code>get_order_status</code> with the order number alone answers what the order page shows anyone with the number (status, timeline, tracking number, items, total); who it ships to only with the order's email as proof, checked like on the order page.</li>
<li>${perMinute} requests a minute per network address; past it, HTTP 429 with <code>Retry-After</code>.</li>
</ul>
<h2>Tools</h2>
${toolSections}
</body></html>`;
}
