import type { FastifyBaseLogger } from 'fastify';
import {
  CHAT_FALLBACK_GREETING,
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
import {
  findOrderStatus,
  listInStockProducts,
  purgeUsageBefore,
  readUsage,
  takeUsage,
  type CatalogEntry,
} from './assistant.repository';
import { answerWithExpert, relevantProducts, type ExpertAnswer } from './expert';
import { buildSystemPrompt, completeChat, type LlmConfig } from './llm-provider';
import { toSummary } from './product-match';
import { OcrError, OcrService } from './ocr.service';

export interface AssistantOptions {
  ai: LlmConfig | undefined;
  /** Longest wait for the model before the docs/product.md#messages processing-failure answer. */
  aiTimeoutMs?: number;
  ocr?: OcrService;
  /** The day the counters belong to; tests move it. */
  today?: () => string;
}

const CATALOG_TTL_MS = 30_000;

/** The beauty assistant of docs/product.md#the-beauty-assistant: daily limit, built-in expert or LLM, label scanning. */
export class AssistantService {
  private catalogCache: { at: number; entries: Promise<CatalogEntry[]> } | null = null;
  readonly ocr: OcrService;
  private readonly today: () => string;

  constructor(
    private readonly db: Db,
    private readonly options: AssistantOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.ocr = options.ocr ?? new OcrService();
    this.today = options.today ?? (() => new Date().toISOString().slice(0, 10));
  }

  /** The in-stock catalog, cached briefly: stock changes show within 30 s. */
  private catalog(): Promise<CatalogEntry[]> {
    const now = Date.now();
    if (!this.catalogCache || now - this.catalogCache.at > CATALOG_TTL_MS) {
      const entries = listInStockProducts(this.db);
      this.catalogCache = { at: now, entries };
      entries.catch(() => (this.catalogCache = null));
    }
    return this.catalogCache.entries;
  }

  private usageKeys(clientId: string, ip: string): string[] {
    return [`client:${clientId}`, `ip:${ip}`];
  }

  /**
   * docs/product.md#constants-and-limits limit, enforced per client id and per IP so clearing browser storage does not reset
   * it (docs/product.md#the-beauty-assistant). Returns the messages left after this one.
   */
  private async countMessage(clientId: string, ip: string): Promise<number> {
    const limit = LIMITS.dailyChatMessages;
    const used = await takeUsage(this.db, this.usageKeys(clientId, ip), this.today(), limit);
    if (used === null) {
      throw new AppError('RATE_LIMITED', [MESSAGES.chat.limitText], {
        'retry-after': String(secondsToMidnightUtc()),
      });
    }
    return limit - used;
  }

  async remaining(clientId: string, ip: string): Promise<number> {
    const used = await readUsage(this.db, this.usageKeys(clientId, ip), this.today());
    return Math.max(0, LIMITS.dailyChatMessages - used);
  }

  async reply(body: ChatMessageRequest, ip: string): Promise<ChatReply> {
    const remaining = await this.countMessage(body.clientId, ip);
    const answer = this.options.ai
      ? await this.replyWithModel(body, this.options.ai)
      : await this.replyWithExpert(body);
    return { ...answer, remaining };
  }

  private replyWithExpert(body: ChatMessageRequest): Promise<ExpertAnswer> {
    return answerWithExpert(body.messages, {
      catalog: () => this.catalog(),
      orderStatus: (publicId) => findOrderStatus(this.db, publicId),
    });
  }

  private async replyWithModel(body: ChatMessageRequest, ai: LlmConfig): Promise<ExpertAnswer> {
    let products: CatalogEntry[] = [];
    try {
      products = relevantProducts(body.messages, await this.catalog(), 6);
    } catch (err) {
      this.log.warn({ err }, 'assistant: catalog unavailable for the model prompt');
    }
    const result = await completeChat(
      ai,
      buildSystemPrompt(products),
      body.messages,
      this.options.aiTimeoutMs ?? 15_000,
    );
    switch (result.kind) {
      case 'ok': {
        // Cards only for the products the model actually named, so answer and cards agree.
        const named = products.filter((p) => result.content.toLowerCase().includes(p.name.toLowerCase()));
        return {
          reply: result.content,
          suggestions: followUps(body),
          products: named.slice(0, 3).map(toSummary),
        };
      }
      case 'http-error':
        this.log.warn({ status: result.status }, 'assistant: AI endpoint answered with an error status');
        return {
          reply: CHAT_FALLBACK_GREETING.reply,
          suggestions: [...CHAT_FALLBACK_GREETING.suggestions],
          products: [],
        };
      case 'empty':
        return { reply: MESSAGES.chat.emptyContent, suggestions: [], products: [] };
      case 'failed':
        this.log.warn({ error: result.error }, 'assistant: AI endpoint failed');
        return { reply: MESSAGES.chat.processingFailed, suggestions: [], products: [] };
    }
  }

  async extractText(image: Buffer): Promise<ExtractTextResult> {
    let text: string;
    try {
      text = await this.ocr.recognize(image);
    } catch (err) {
      if (err instanceof OcrError && err.reason === 'not-image') {
        throw new AppError('UNSUPPORTED_MEDIA', [
          MESSAGES.chat.ocrFailed,
          'Please upload a JPEG, PNG or WebP photo.',
        ]);
      }
      if (err instanceof OcrError && err.reason === 'busy') {
        throw new AppError('RATE_LIMITED', [MESSAGES.chat.ocrFailed, MESSAGES.generic.rateLimited], {
          'retry-after': '5',
        });
      }
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

  async purgeOldUsage(): Promise<void> {
    const yesterday = new Date(Date.parse(this.today()) - 86_400_000).toISOString().slice(0, 10);
    await purgeUsageBefore(this.db, yesterday);
  }

  async close(): Promise<void> {
    await this.ocr.close();
  }
}

function followUps(body: ChatMessageRequest): string[] {
  const last = body.messages[body.messages.length - 1]!.content.toLowerCase();
  if (/routine|step/.test(last))
    return ['Give me K-beauty tips', 'What helps with dry skin?', 'Products for acne-prone skin'];
  return ['Build my skincare routine', 'Give me K-beauty tips', 'Recommend products for my skin'];
}

function secondsToMidnightUtc(): number {
  const now = new Date();
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}
