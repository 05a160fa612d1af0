/**
 * One call to an OpenAI-compatible chat-completions endpoint (docs/product.md#the-beauty-assistant),
 * streamed: `stream: true` answers server-sent events whose chunks carry text and tool-call
 * fragments (`choices[0].delta.content`, `choices[0].delta.tool_calls[i].function.arguments`),
 * ended by `data: [DONE]`. An endpoint that ignores `stream` and answers one JSON body is read
 * too. The key stays on the server.
 */

export interface LlmConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export interface ToolCall {
  id: string;
  name: string;
  /** The arguments as JSON text, as the model wrote them. */
  arguments: string;
}

export type LlmMessage =
  | { role: 'system' | 'user'; content: string }
  | {
      role: 'assistant';
      content: string | null;
      tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
    }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface FunctionTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface CompletionRequest {
  messages: LlmMessage[];
  tools?: FunctionTool[];
  maxTokens: number;
  temperature: number;
}

export type CompletionResult =
  | { kind: 'ok'; content: string; toolCalls: ToolCall[] }
  /** docs/product.md#messages: a non-OK status is logged and answered with the greeting. */
  | { kind: 'http-error'; status: number }
  /** Network failure, timeout or an unreadable body: the processing-failure text. */
  | { kind: 'failed'; error: string };

interface Delta {
  content?: string | null;
  tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[];
}

/** Gathers the pieces of one answer: text in order, tool calls by their index. */
class Gathered {
  content = '';
  private readonly calls: { id: string; name: string; arguments: string }[] = [];

  add(delta: Delta | undefined, onText: (text: string) => void): void {
    if (!delta) return;
    if (typeof delta.content === 'string' && delta.content) {
      this.content += delta.content;
      onText(delta.content);
    }
    for (const [k, part] of (delta.tool_calls ?? []).entries()) {
      const at = part.index ?? k;
      const call = (this.calls[at] ??= { id: '', name: '', arguments: '' });
      if (part.id) call.id = part.id;
      if (part.function?.name) call.name += part.function.name;
      if (part.function?.arguments) call.arguments += part.function.arguments;
    }
  }

  toolCalls(): ToolCall[] {
    return this.calls
      .filter((c) => c && c.name)
      .map((c, i) => ({ id: c.id || `call_${i}`, name: c.name, arguments: c.arguments || '{}' }));
  }
}

async function readEvents(body: ReadableStream<Uint8Array>, onData: (data: string) => void): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      const data = event
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (data) onData(data);
    }
  }
}

/**
 * POSTs one completion and streams its text to `onText` as it arrives; resolves with the whole
 * text and the tool calls the model asked for.
 */
export async function complete(
  config: LlmConfig,
  request: CompletionRequest,
  signal: AbortSignal,
  onText: (text: string) => void,
): Promise<CompletionResult> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream, application/json',
  };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  const body = {
    model: config.model,
    messages: request.messages,
    max_tokens: request.maxTokens,
    temperature: request.temperature,
    stream: true,
    ...(request.tools?.length ? { tools: request.tools, tool_choice: 'auto' } : {}),
  };
  try {
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { kind: 'http-error', status: response.status };
    }
    const gathered = new Gathered();
    if (String(response.headers.get('content-type')).includes('text/event-stream') && response.body) {
      await readEvents(response.body, (data) => {
        if (data.trim() === '[DONE]') return;
        const chunk = JSON.parse(data) as { choices?: { delta?: Delta }[] };
        gathered.add(chunk.choices?.[0]?.delta, onText);
      });
    } else {
      const payload = (await response.json()) as { choices?: { message?: Delta }[] };
      gathered.add(payload?.choices?.[0]?.message, onText);
    }
    return { kind: 'ok', content: gathered.content.trim(), toolCalls: gathered.toolCalls() };
  } catch (err) {
    const name = (err as Error).name;
    return {
      kind: 'failed',
      error: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : (err as Error).message,
    };
  }
}
