import { z } from 'zod';
import {
  AI_DEFAULTS,
  CHAT_FALLBACK_GREETING,
  LIMITS,
  MESSAGES,
  cartActionSchema,
  comparisonSchema,
  routineSchema,
  searchGuideOutput,
  type CartAction,
  type ChatMessageRequest,
  type Comparison,
  type SkinRoutine,
  type ToolProduct,
} from '@seoul-glow/shared';
import type { StoreTool, ToolContext } from '../store-tools/tool';
import { ToolError, callTool } from '../store-tools/tool';
import { ClaimGuardStream, guardClaims } from './claims-guard';
import { describeState } from './model-prompt';
import { readState } from './expert-state';
import { answer, card, type ExpertAnswer } from './expert-text';
import { complete, type FunctionTool, type LlmConfig, type LlmMessage } from './llm-client';

/** Model calls in one answer: up to three rounds of tool calls, then one that must answer in words. */
export const MODEL_STEPS = 4;

export interface ModelDeps {
  ai: LlmConfig;
  tools: StoreTool[];
  ctx: ToolContext;
  /** The whole answer's time budget (the spec's 15 s). */
  timeoutMs: number;
  onText: (text: string) => void;
  warn: (fields: Record<string, unknown>, message: string) => void;
}

let functionTools: WeakMap<StoreTool[], FunctionTool[]> | undefined;

/** The tools as chat-completions function tools: their input contracts as JSON Schema. */
export function asFunctionTools(tools: StoreTool[]): FunctionTool[] {
  functionTools ??= new WeakMap();
  let out = functionTools.get(tools);
  if (!out) {
    out = tools.map((tool) => {
      const { $schema: _ignored, ...parameters } = z.toJSONSchema(tool.input, {
        io: 'input',
        unrepresentable: 'any',
      }) as Record<string, unknown>;
      return {
        type: 'function' as const,
        function: { name: tool.name, description: tool.description, parameters },
      };
    });
    functionTools.set(tools, out);
  }
  return out;
}

/** What the tools handed back during an answer: products to show, cart actions, a table, a routine. */
class Collected {
  readonly products = new Map<number, ToolProduct>();
  readonly actions: CartAction[] = [];
  comparison: Comparison | undefined;
  routine: SkinRoutine | undefined;
  /** Skincare Guide articles search_guide returned, by slug. */
  readonly articles = new Map<string, { slug: string; title: string }>();

  add(output: unknown): void {
    const o = output as Record<string, unknown>;
    const guide = searchGuideOutput.safeParse(o);
    if (guide.success)
      for (const a of guide.data.articles) this.articles.set(a.slug, { slug: a.slug, title: a.title });
    const list = (o.products ?? (o.product ? [o.product] : [])) as ToolProduct[];
    for (const p of list) if (p && typeof p.id === 'number' && p.inStock) this.products.set(p.id, p);
    const action = cartActionSchema.safeParse(o.action);
    if (action.success) this.actions.push(action.data);
    const table = comparisonSchema.safeParse(o);
    if (table.success) this.comparison = table.data;
    const routine = routineSchema.safeParse(o);
    if (routine.success) this.routine = routine.data;
  }
}

/** The conversation as the model reads it: its system prompt, then the spec's last 6 turns. */
function conversation(request: Pick<ChatMessageRequest, 'messages' | 'profile' | 'label'>): LlmMessage[] {
  const system = [
    'You are the K-beauty expert of Seoul Glow, an online Korean beauty store.',
    'Give friendly, accurate skincare advice about Korean skincare routines, ingredients and products.',
    'Keep every answer under 120 words.',
    "Use the tools for anything about the shop: products, prices, stock, ingredients, routines, the shopper's cart, orders and policies. Never invent a product, a price or a policy.",
    'Recommend only products a tool returned, by their exact names. The shop shows them as cards with an add-to-cart button under your answer, so refer to them by name and do not list prices or links.',
    'When the shopper wants something in their cart, call add_to_cart (update_cart changes or removes it); the widget does it in their browser.',
    'Describe how products make skin look and feel. Never say a product treats, cures or heals a condition (acne, eczema, rosacea) or changes the body (collagen). Do not diagnose, from words or from photos; suggest a dermatologist for severe or persistent problems.',
    'Warn about risky ingredient pairings (retinoids with AHA/BHA, vitamin C with retinol at the same time) and suggest patch tests.',
    "For how-to questions (how, why, when, how often, can I, should I, pairing, skin types), call search_guide first and ground the advice in the Skincare Guide article's short answer; link the article by its path (/guide/{slug}). If no article answers the question, say you are not sure rather than guess.",
    describeState(readState(request)),
  ].join('\n');
  const turns: LlmMessage[] = request.messages.slice(-LIMITS.chatHistoryTurns).map((t) =>
    t.role === 'user'
      ? { role: 'user', content: t.content }
      : {
          role: 'assistant',
          content: t.productIds?.length
            ? `${t.content}\n(cards shown: product ids ${t.productIds.join(', ')})`
            : t.content,
        },
  );
  return [{ role: 'system', content: system }, ...turns];
}

/**
 * An answer from an OpenAI-compatible model that acts through the store's tools: the server runs
 * each tool call and sends the result back, for at most MODEL_STEPS calls and the time budget,
 * streaming the answer's words through the claims guard as they come. The spec's fallbacks hold:
 * an error status answers the greeting, no content the no-content text, anything else the
 * processing-failure text.
 */
export async function answerWithModel(
  request: Pick<ChatMessageRequest, 'messages' | 'profile' | 'label'>,
  deps: ModelDeps,
): Promise<ExpertAnswer> {
  const messages = conversation(request);
  const byName = new Map(deps.tools.map((t) => [t.name, t]));
  const collected = new Collected();
  const signal = AbortSignal.timeout(deps.timeoutMs);
  for (let step = 0; step < MODEL_STEPS; step++) {
    const guard = new ClaimGuardStream();
    const result = await complete(
      deps.ai,
      {
        messages,
        tools: step < MODEL_STEPS - 1 ? asFunctionTools(deps.tools) : undefined,
        maxTokens: AI_DEFAULTS.maxTokens,
        temperature: AI_DEFAULTS.temperature,
      },
      signal,
      (text) => {
        const safe = guard.push(text);
        if (safe) deps.onText(safe);
      },
    );
    if (result.kind === 'http-error') {
      deps.warn({ status: result.status }, 'assistant: AI endpoint answered with an error status');
      return answer(CHAT_FALLBACK_GREETING.reply, { suggestions: [...CHAT_FALLBACK_GREETING.suggestions] });
    }
    if (result.kind === 'failed') {
      deps.warn({ error: result.error }, 'assistant: AI endpoint failed');
      return answer(MESSAGES.chat.processingFailed);
    }
    const rest = guard.end();
    if (rest) deps.onText(rest);
    if (!result.toolCalls.length) {
      if (!result.content) return answer(MESSAGES.chat.emptyContent);
      return finalAnswer(result.content, collected);
    }
    messages.push({
      role: 'assistant',
      content: result.content || null,
      tool_calls: result.toolCalls.map((c) => ({
        id: c.id,
        type: 'function',
        function: { name: c.name, arguments: c.arguments },
      })),
    });
    for (const call of result.toolCalls) {
      messages.push({
        role: 'tool',
        tool_call_id: call.id,
        content: JSON.stringify(await runCall(call, byName, deps, collected)),
      });
    }
  }
  return answer(MESSAGES.chat.emptyContent);
}

async function runCall(
  call: { name: string; arguments: string },
  byName: Map<string, StoreTool>,
  deps: ModelDeps,
  collected: Collected,
): Promise<unknown> {
  const tool = byName.get(call.name);
  if (!tool) return { error: `There is no tool named ${call.name}.` };
  let args: unknown;
  try {
    args = JSON.parse(call.arguments || '{}');
  } catch {
    return { error: 'The arguments were not valid JSON.' };
  }
  try {
    const output = await callTool(tool, args, deps.ctx);
    collected.add(output);
    return output;
  } catch (err) {
    if (err instanceof ToolError) return { error: err.message };
    deps.warn({ tool: call.name, err }, 'assistant: a tool failed');
    return { error: 'That tool is not available right now.' };
  }
}

/** The cards are the products the answer names, from what the tools returned; up to 3. */
function finalAnswer(content: string, collected: Collected): ExpertAnswer {
  const reply = guardClaims(content);
  const text = reply.toLowerCase();
  const named = [...collected.products.values()].filter((p) => text.includes(p.name.toLowerCase()));
  // The articles the answer links or names, as links under it.
  const linked = [...collected.articles.values()].filter(
    (a) => text.includes(`/guide/${a.slug}`) || text.includes(a.title.toLowerCase()),
  );
  return answer(reply, {
    ...(linked.length ? { articles: linked.slice(0, 2) } : {}),
    products: collected.comparison || collected.routine ? [] : named.slice(0, 3).map(card),
    actions: collected.actions,
    ...(collected.comparison ? { comparison: collected.comparison } : {}),
    ...(collected.routine ? { routine: collected.routine } : {}),
    suggestions: ['Cheaper?', 'Compare the first two', 'Build my routine'],
  });
}
