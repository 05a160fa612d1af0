import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in received: the chat-completions body and the key it came with. */
export interface CompletionCall {
  body: {
    model: string;
    messages: { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
    max_tokens: number;
    temperature: number;
    stream?: boolean;
    tools?: {
      type: string;
      function: { name: string; description: string; parameters: Record<string, unknown> };
    }[];
    tool_choice?: string;
  };
  authorization: string | undefined;
}

/** How the stand-in answers one call: text in pieces, tool calls, an error status, or nothing at all. */
export type Script =
  | { text: string[]; delayMs?: number }
  | { toolCalls: { name: string; arguments: string }[] }
  | { status: number }
  | { json: unknown }
  | { hang: true };

/**
 * A local server speaking OpenAI's chat-completions protocol as the assistant uses it:
 * POST /v1/chat/completions, streamed as server-sent events when `stream` is true
 * (`chat.completion.chunk` objects whose deltas carry text, or tool calls with their arguments
 * cut in pieces, then `data: [DONE]`). Each call takes the next script; `calls` records them.
 */
export async function startAiStandIn(next: (call: CompletionCall, index: number) => Script) {
  const calls: CompletionCall[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const call: CompletionCall = { body: JSON.parse(raw), authorization: req.headers.authorization };
      calls.push(call);
      const script = next(call, calls.length - 1);
      if ('hang' in script) return;
      if ('status' in script) {
        res
          .writeHead(script.status, { 'content-type': 'application/json' })
          .end('{"error":{"message":"stand-in"}}');
        return;
      }
      if ('json' in script) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(script.json));
        return;
      }
      const id = `chatcmpl-${calls.length}`;
      const chunk = (delta: unknown, finish: string | null = null) =>
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 1, model: call.body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(chunk({ role: 'assistant', content: '' }));
      if ('toolCalls' in script) {
        script.toolCalls.forEach((c, index) => {
          const half = Math.floor(c.arguments.length / 2);
          res.write(
            chunk({
              tool_calls: [
                {
                  index,
                  id: `call_${calls.length}_${index}`,
                  type: 'function',
                  function: { name: c.name, arguments: '' },
                },
              ],
            }),
          );
          res.write(chunk({ tool_calls: [{ index, function: { arguments: c.arguments.slice(0, half) } }] }));
          res.write(chunk({ tool_calls: [{ index, function: { arguments: c.arguments.slice(half) } }] }));
        });
        res.end(`${chunk({}, 'tool_calls')}data: [DONE]\n\n`);
        return;
      }
      for (const piece of script.text) {
        res.write(chunk({ content: piece }));
        if (script.delayMs) await new Promise((r) => setTimeout(r, script.delayMs));
      }
      res.end(`${chunk({}, 'stop')}data: [DONE]\n\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
