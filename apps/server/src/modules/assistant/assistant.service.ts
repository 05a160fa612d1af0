import type { FastifyBaseLogger } from 'fastify';
import {
  LIMITS,
  MESSAGES,
  findIngredients,
  pairingRulesFor,
  type ChatMessageRequest,
  type ChatReply,
  type ExtractTextResult,
  type IngredientGroup,
} from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { chatTools, type StoreTools } from '../store-tools/store-tools';
import type { StoreTool } from '../store-tools/tool';
import { readUsage, takeUsage, type UsageCounter } from './assistant.repository';
import { answerWithExpert, type ExpertAnswer } from './expert';
import type { LlmConfig } from './llm-client';
import { answerWithModel } from './model-brain';
import { OcrService } from './ocr.service';
import { ocrAppError } from './ocr-errors';

export interface AssistantOptions {
  ai: LlmConfig | undefined;
  /** The store's tools every brain acts through (modules/store-tools). */
  tools: StoreTools;
  /** Longest wait for the model before the docs/product.md#messages processing-failure answer. */
  aiTimeoutMs?: number;
  ocr?: OcrService;
  /** The day the counters belong to; tests move it. */
  today?: () => string;
}

/** The beauty assistant of docs/product.md#the-beauty-assistant: daily limit, built-in expert or LLM, label scanning. */
export class AssistantService {
  readonly ocr: OcrService;
  private readonly modelTools: StoreTool[];
  private readonly today: () => string;

  constructor(
    private readonly db: Db,
    private readonly options: AssistantOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.ocr = options.ocr ?? new OcrService();
    this.today = options.today ?? (() => new Date().toISOString().slice(0, 10));
    this.modelTools = chatTools(options.tools);
  }

  /**
   * The daily limit of docs/product.md#the-beauty-assistant: 15 counted messages per shopper (the
   * browser's client id, so clearing storage is the only way round it and costs a new id), and a
   * ceiling per network address high enough for an office or a campus behind one address.
   */
  private usageCounters(clientId: string, ip: string): UsageCounter[] {
    return [
      { key: `client:${clientId}`, limit: LIMITS.dailyChatMessages },
      { key: `ip:${ip}`, limit: LIMITS.dailyChatMessagesPerAddress },
    ];
  }

  /** Counts the message; returns the shopper's messages left after it, or refuses with 429. */
  private async countMessage(clientId: string, ip: string): Promise<number> {
    const counters = this.usageCounters(clientId, ip);
    const taken = await takeUsage(this.db, counters, this.today());
    if ('refusedBy' in taken) {
      const retryAfter = { 'retry-after': String(secondsToMidnightUtc()) };
      // The shopper's own 15 are the limit text; the address's ceiling is a plain 429, so the
      // browser does not lock a shopper who still has messages of their own.
      if (taken.refusedBy === counters[0])
        throw new AppError('RATE_LIMITED', [MESSAGES.chat.limitText], retryAfter);
      throw new AppError('RATE_LIMITED', MESSAGES.generic.rateLimited, retryAfter);
    }
    return LIMITS.dailyChatMessages - (taken.counts.get(counters[0]!.key) ?? 0);
  }

  async remaining(clientId: string, ip: string): Promise<number> {
    const [client] = this.usageCounters(clientId, ip);
    const used = await readUsage(this.db, [client!.key], this.today());
    return Math.max(0, LIMITS.dailyChatMessages - (used.get(client!.key) ?? 0));
  }

  async reply(body: ChatMessageRequest, ip: string): Promise<ChatReply> {
    return this.stream(body, ip, () => undefined);
  }

  /**
   * Counts the message, then answers it with the model when one is configured, else with the
   * built-in expert; `onText` gets the answer's words as they are written (already guarded).
   */
  async stream(body: ChatMessageRequest, ip: string, onText: (text: string) => void): Promise<ChatReply> {
    const remaining = await this.countMessage(body.clientId, ip);
    const ctx = { origin: null, ip };
    let answer: ExpertAnswer;
    if (this.options.ai) {
      answer = await answerWithModel(body, {
        ai: this.options.ai,
        tools: this.modelTools,
        ctx,
        timeoutMs: this.options.aiTimeoutMs ?? 15_000,
        onText,
        warn: (fields, message) => this.log.warn(fields, message),
      });
    } else {
      answer = await answerWithExpert(body, this.options.tools, ctx);
      onText(answer.reply);
    }
    return { ...answer, remaining };
  }

  async extractText(image: Buffer): Promise<ExtractTextResult> {
    let text: string;
    try {
      text = await this.ocr.recognize(image);
    } catch (err) {
      const refusal = ocrAppError(err);
      if (refusal) throw refusal;
      this.log.warn({ err }, 'assistant: text extraction failed');
      throw new AppError('INTERNAL', MESSAGES.chat.ocrFailed);
    }
    const found = findIngredients(text);
    const groups = found.map((i) => i.group).filter((g): g is IngredientGroup => Boolean(g));
    return {
      text: text.trim(),
      ingredients: found.map((i) => ({
        name: i.name,
        purpose: i.purpose,
        ...(i.caution ? { caution: i.caution } : {}),
      })),
      warnings: pairingRulesFor(groups)
        .filter((r) => r.verdict !== 'good')
        .map((r) => r.advice),
    };
  }

  async close(): Promise<void> {
    await this.ocr.close();
  }
}

function secondsToMidnightUtc(): number {
  const now = new Date();
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}
