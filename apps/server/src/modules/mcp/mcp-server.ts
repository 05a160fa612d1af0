import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { STORE_NAME } from '@seoul-glow/shared';
import type { StoreTool, ToolContext } from '../store-tools/tool';
import { ToolError } from '../store-tools/tool';

export const MCP_SERVER_INFO = { name: 'seoul-glow-storefront', version: '1.0.0' } as const;

export const MCP_INSTRUCTIONS = `${STORE_NAME} is an online Korean-beauty shop. Search its live catalog with search_catalog (skin type, concern, product type, ingredients to avoid, price), read a product with get_product, compare with compare_products, build a routine with build_routine, explain or check ingredients, answer how-to questions from the store's Skincare Guide with search_guide (give its short answer and link the article), and when the shopper has chosen, call create_cart: it returns a link that opens the shop's cart holding those items, where the shopper reviews and pays. Prices are in US dollars.`;

/**
 * An MCP server holding the store's tools for one request (the endpoint is stateless): each tool
 * keeps its name, description and contracts, answers with structured content (and the same JSON
 * as text for clients that read only text), and an expected refusal comes back as an error result
 * the agent can read.
 */
export async function createMcpServer(
  tools: StoreTool[],
  ctx: ToolContext,
  onError: (err: unknown, tool: string) => void,
): Promise<McpServer> {
  // The SDK loads with the first agent's call, not at start (see mcp.routes.ts).
  const { McpServer } = await import('@modelcontextprotocol/sdk/server/mcp.js');
  const server = new McpServer(MCP_SERVER_INFO, { instructions: MCP_INSTRUCTIONS });
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        outputSchema: tool.output,
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      async (args: unknown) => {
        try {
          const output = (await tool.run(args, ctx)) as Record<string, unknown>;
          return {
            content: [{ type: 'text' as const, text: JSON.stringify(output) }],
            structuredContent: output,
          };
        } catch (err) {
          if (err instanceof ToolError)
            return { content: [{ type: 'text' as const, text: err.message }], isError: true };
          // Anything else is ours to look into; the agent learns only that it failed.
          onError(err, tool.name);
          return {
            content: [{ type: 'text' as const, text: 'That tool is not available right now.' }],
            isError: true,
          };
        }
      },
    );
  }
  return server;
}
