import { AI_DEFAULTS, LIMITS, centsToDollars, type ChatTurn } from '@seoul-glow/shared';
import type { CatalogEntry } from './assistant.repository';

export interface LlmConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export type LlmResult =
  | { kind: 'ok'; content: string }
  /** docs/product.md#messages: non-OK status → logged, fallback greeting. */
  | { kind: 'http-error'; status: number }
  /** docs/product.md#messages: no content in choices[0].message.content. */
  | { kind: 'empty' }
  /** docs/product.md#messages: network failure, timeout or unreadable body → processing-failure text. */
  | { kind: 'failed'; error: string };

/** docs/product.md#constants-and-limits: the system prompt asks for answers under 120 words; docs/product.md#the-beauty-assistant adds the catalog. */
export function buildSystemPrompt(products: CatalogEntry[]): string {
  const lines = products.map((p) => {
    const ingredients = p.additionalFields.key_ingredients ?? '';
    const skin = p.additionalFields.skin_type ? `; skin: ${p.additionalFields.skin_type}` : '';
    return `- ${p.name} (${p.categoryName ?? 'Uncategorized'}, $${centsToDollars(p.priceCents).toFixed(2)}; key ingredients: ${ingredients}${skin})`;
  });
  return [
    'You are the K-beauty expert of Seoul Glow, an online Korean beauty store.',
    'Give friendly, accurate skincare advice about Korean skincare routines, ingredients and products.',
    'Keep every answer under 120 words.',
    'Warn about risky ingredient pairings (retinoids with AHA/BHA, vitamin C with retinol at the same time) and suggest patch tests.',
    'Do not diagnose medical conditions; suggest a dermatologist for severe or persistent problems.',
    lines.length
      ? `When recommending products, only name products from this list of in-stock products from our shop:\n${lines.join('\n')}`
      : 'No catalog products match this question; give general advice without naming brands.',
  ].join('\n');
}

/**
 * POST {baseUrl}/chat/completions (OpenAI-compatible) with the docs/product.md#constants-and-limits parameters: the system
 * prompt plus the last 6 turns, max_tokens 200, temperature 0.7. The key stays on the server.
 */
export async function completeChat(
  config: LlmConfig,
  systemPrompt: string,
  history: ChatTurn[],
  timeoutMs: number,
): Promise<LlmResult> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  const body = {
    model: config.model,
    messages: [
      { role: 'system', content: systemPrompt },
      ...history.slice(-LIMITS.chatHistoryTurns).map((t) => ({ role: t.role, content: t.content })),
    ],
    max_tokens: AI_DEFAULTS.maxTokens,
    temperature: AI_DEFAULTS.temperature,
  };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { kind: 'http-error', status: response.status };
    }
    const payload = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = payload?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim()) return { kind: 'empty' };
    return { kind: 'ok', content: content.trim() };
  } catch (err) {
    return {
      kind: 'failed',
      error: (err as Error).name === 'TimeoutError' ? 'timeout' : (err as Error).message,
    };
  }
}
