import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ToolError, defineTool } from '../store-tools/tool';
import { createMcpServer } from './mcp-server';

const broken = defineTool({
  name: 'broken',
  title: 'Broken',
  description: 'Fails the way code does, or refuses the way a tool does',
  input: z.object({ refuse: z.boolean() }),
  output: z.object({ ok: z.boolean() }),
  async run(input) {
    if (input.refuse) throw new ToolError('That product is out of stock.');
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
  },
});

describe('the MCP server of the store tools', () => {
  it('passes a refusal on in words and hides an internal failure, reporting it to the log', async () => {
    const failures: string[] = [];
    const server = await createMcpServer(
      [broken],
      { origin: 'https://shop.example', ip: '10.1.1.1' },
      (err, tool) => failures.push(`${tool}: ${(err as Error).message}`),
    );
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: 'unit', version: '1.0.0' });
    await client.connect(clientSide);
    const refused = (await client.callTool({ name: 'broken', arguments: { refuse: true } })) as {
      isError: boolean;
      content: { text: string }[];
    };
    expect(refused).toMatchObject({ isError: true, content: [{ text: 'That product is out of stock.' }] });
    const failed = (await client.callTool({ name: 'broken', arguments: { refuse: false } })) as {
      isError: boolean;
      content: { text: string }[];
    };
    expect(failed).toMatchObject({
      isError: true,
      content: [{ text: 'That tool is not available right now.' }],
    });
    expect(JSON.stringify(failed)).not.toContain('ECONNREFUSED');
    expect(failures).toEqual(['broken: connect ECONNREFUSED 10.0.0.5:5432']);
    await client.close();
  });
});
