import { z } from 'zod';

/**
 * The storefront MCP endpoint speaks JSON-RPC 2.0 (Streamable HTTP, docs/product.md#the-api), not
 * the store's envelope: these schemas check the shape of one message each way; the MCP SDK on the
 * server reads what the message means.
 */
const rpcId = z.union([z.string().max(200), z.number().int()]);
const rpcParams = z.record(z.string(), z.unknown()).optional();

const rpcRequest = z.strictObject({
  jsonrpc: z.literal('2.0'),
  id: rpcId,
  method: z.string().min(1).max(200),
  params: rpcParams,
});
const rpcNotification = z.strictObject({
  jsonrpc: z.literal('2.0'),
  method: z.string().min(1).max(200),
  params: rpcParams,
});
const rpcError = z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() });
const rpcResult = z.strictObject({
  jsonrpc: z.literal('2.0'),
  id: rpcId,
  result: z.record(z.string(), z.unknown()),
});
const rpcErrorResponse = z.strictObject({ jsonrpc: z.literal('2.0'), id: rpcId.nullable(), error: rpcError });
/** An agent answers only requests the server made, so its error always names one (no null id). */
const rpcErrorFromAgent = rpcErrorResponse.extend({ id: rpcId });

/** One message from an agent: a request, a notification, or its answer to a server request. */
export const mcpMessageBody = z.union([rpcRequest, rpcNotification, rpcResult, rpcErrorFromAgent]);
/** The answer to a request (notifications get 202 and no body). */
export const mcpResponse = z.union([rpcResult, rpcErrorResponse]);
