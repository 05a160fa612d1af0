import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { orders, products } from '../../db/schema';
import { createDemoStore, type DemoStore } from '../../../test/demo-store';
import { MCP_RATE } from './mcp.routes';

let s: DemoStore;
let base: string;

beforeAll(async () => {
  s = await createDemoStore({ env: { TRUST_PROXY: 'true' } });
  await s.t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(s.t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

let agentSeq = 0;
/** The SDK's own client over HTTP, speaking from its own address (the per-address limit). */
async function connect(address = `10.55.0.${++agentSeq}`): Promise<Client> {
  const client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), {
      requestInit: { headers: { 'x-forwarded-for': address } },
    }),
  );
  return client;
}

type Structured<T> = { structuredContent: T; isError?: boolean; content: { type: string; text: string }[] };

describe('the storefront MCP endpoint (/api/mcp)', () => {
  it('lists the store’s tools with their input and output schemas', async () => {
    const client = await connect();
    expect(client.getServerVersion()?.name).toBe('seoul-glow-storefront');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual([
      'search_catalog',
      'get_product',
      'compare_products',
      'build_routine',
      'explain_ingredient',
      'check_ingredients',
      'find_similar',
      'get_order_status',
      'create_cart',
      'get_policies',
      'search_guide',
    ]);
    const search = tools.find((t) => t.name === 'search_catalog')!;
    expect(search.inputSchema.required).toEqual(['query']);
    expect(Object.keys(search.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['query', 'skinType', 'concern', 'productType', 'freeFrom', 'maxPrice']),
    );
    expect(search.outputSchema?.properties).toHaveProperty('products');
    await client.close();
  });

  it('searches the live catalog and answers with structured content', async () => {
    const client = await connect();
    const result = (await client.callTool({
      name: 'search_catalog',
      arguments: { query: '', productType: 'toner', skinType: 'oily', maxPrice: 20 },
    })) as Structured<{ products: { name: string; price: number; url: string; inStock: boolean }[] }>;
    expect(result.isError).toBeFalsy();
    const found = result.structuredContent.products;
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) {
      expect(p.price).toBeLessThanOrEqual(20);
      expect(p.inStock).toBe(true);
      expect(p.url).toMatch(new RegExp(`^${base}/products/\\d+$`));
    }
    expect(JSON.parse(result.content[0]!.text)).toEqual(result.structuredContent);
    await client.close();
  });

  it('makes a cart link that opens the store’s cart holding those items', async () => {
    const client = await connect();
    const [toner, essence] = await Promise.all(
      ['Jeju Green Tea Hydrating Toner', 'Snail Mucin 96% Power Essence'].map(async (name) => {
        const [row] = await s.t.database.db
          .select({ id: products.id })
          .from(products)
          .where(eq(products.name, name));
        return row!.id;
      }),
    );
    const result = (await client.callTool({
      name: 'create_cart',
      arguments: {
        items: [
          { productId: toner, quantity: 2 },
          { productId: essence, quantity: 1 },
        ],
      },
    })) as Structured<{ url: string; subtotal: number }>;
    const url = new URL(result.structuredContent.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${base}/cart`);
    expect(url.searchParams.get('items')).toBe(`${toner}:2,${essence}:1`);
    expect(result.structuredContent.subtotal).toBe(57.5);
    // Something out of stock is refused in words the agent can pass on.
    const [gone] = await s.t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.stockQuantity, 0));
    const refused = (await client.callTool({
      name: 'create_cart',
      arguments: { items: [{ productId: gone!.id, quantity: 1 }] },
    })) as Structured<unknown>;
    expect(refused.isError).toBe(true);
    expect(refused.content[0]!.text).toMatch(/out of stock/);
    await client.close();
  });

  it('answers an order’s status by number without personal data, and who it ships to only with its email', async () => {
    const client = await connect();
    const [order] = await s.t.database.db
      .select({ publicId: orders.publicId, email: orders.email, name: orders.fullName })
      .from(orders)
      .limit(1);
    const open = (await client.callTool({
      name: 'get_order_status',
      arguments: { orderId: order!.publicId },
    })) as Structured<{
      access: string;
      shipTo: unknown;
    }>;
    expect(open.structuredContent).toMatchObject({ access: 'public', shipTo: null });
    expect(JSON.stringify(open)).not.toContain(order!.email);
    expect(JSON.stringify(open)).not.toContain(order!.name);
    const owner = (await client.callTool({
      name: 'get_order_status',
      arguments: { orderId: order!.publicId, email: order!.email },
    })) as Structured<{ access: string; shipTo: { fullName: string } }>;
    expect(owner.structuredContent.access).toBe('owner');
    expect(owner.structuredContent.shipTo.fullName).toBe(order!.name);
    await client.close();
  });

  it('limits each address, answers JSON to a bare POST and refuses GET and DELETE', async () => {
    const address = '10.55.9.9';
    const post = () =>
      fetch(`${base}/api/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect(((await first.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(11);
    for (let i = 1; i < MCP_RATE.max; i++) await (await post()).body?.cancel();
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const get = await fetch(`${base}/api/mcp`, { headers: { 'x-forwarded-for': '10.55.9.10' } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const del = await fetch(`${base}/api/mcp`, {
      method: 'DELETE',
      headers: { 'x-forwarded-for': '10.55.9.10' },
    });
    expect(del.status).toBe(405);
    const bad = await fetch(`${base}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.55.9.11' },
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(bad.status).toBe(400);
  });

  it('explains how to connect an agent on a page linked from the API docs', async () => {
    const page = await fetch(`${base}/api/docs/mcp`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`${base}/api/mcp`);
    for (const name of ['search_catalog', 'create_cart', 'get_order_status']) expect(html).toContain(name);
    expect(await (await fetch(`${base}/api/docs`)).text()).toContain('href="/api/docs/mcp"');
  });
});
