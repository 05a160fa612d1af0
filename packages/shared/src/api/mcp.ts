import { envelope } from '../contracts/envelope';
import { mcpMessageBody, mcpResponse } from '../contracts/mcp';
import { z } from 'zod';
import type { Endpoint } from './endpoint';

/**
 * The storefront MCP endpoint for outside agents (docs/product.md#the-api): Streamable HTTP,
 * stateless, answered as JSON. /api/docs/mcp says how to connect an agent.
 */
export const mcp = {
  message: {
    method: 'POST',
    path: '/mcp',
    access: 'public',
    summary: 'MCP (Model Context Protocol) for agents: one JSON-RPC message in, its answer out',
    tags: ['Agents (MCP)'],
    body: mcpMessageBody,
    response: mcpResponse,
  },
  openStream: {
    method: 'GET',
    path: '/mcp',
    access: 'public',
    summary: 'Not offered (405): the endpoint is stateless and keeps no stream open',
    tags: ['Agents (MCP)'],
    response: envelope(z.never()),
  },
  endSession: {
    method: 'DELETE',
    path: '/mcp',
    access: 'public',
    summary: 'Not offered (405): the endpoint is stateless and keeps no sessions',
    tags: ['Agents (MCP)'],
    response: envelope(z.never()),
  },
} as const satisfies Record<string, Endpoint>;
