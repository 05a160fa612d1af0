import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { CHAT_LIMITS, MESSAGES, chatReplySchema, endpoints, type ChatReply } from '@seoul-glow/shared';
import { AppError } from '../../lib/app-error';
import { malformedMultipart } from '../../lib/multipart-form';
import type { RateLimiter } from '../../lib/rate-limiter';
import { route } from '../../lib/route';
import type { AssistantService } from './assistant.service';

const { assistant: api } = endpoints;

/** Bursts per IP on top of the daily limit (docs/product.md#security: chat is rate-limited). */
export const MESSAGE_BURST = { name: 'chat-message', max: 20, windowMs: 60_000 };
const EXTRACT_BURST = { name: 'chat-extract', max: 10, windowMs: 60_000 };

/**
 * The answer as server-sent events: the response starts with the first words, so a refusal
 * before them (the daily limit, a bad request) still answers with its status and the envelope.
 */
class EventStream {
  private started = false;

  constructor(private readonly reply: FastifyReply) {}

  private start(): void {
    if (this.started) return;
    this.started = true;
    const { reply } = this;
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value);
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // Proxies must pass each event on at once rather than buffer the answer.
      'x-accel-buffering': 'no',
    });
  }

  send(event: 'delta' | 'reply', data: unknown): void {
    this.start();
    if (!this.reply.raw.writableEnded)
      this.reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  get isStarted(): boolean {
    return this.started;
  }

  end(): void {
    if (this.started && !this.reply.raw.writableEnded) this.reply.raw.end();
  }
}

/** POST /api/Chat/message, /api/Chat/stream and /api/Chat/extractText (docs/product.md#the-beauty-assistant). */
export function assistantRoutes(deps: {
  assistant: AssistantService;
  limiter: RateLimiter;
}): FastifyPluginAsync {
  const { assistant, limiter } = deps;
  return async (app) => {
    route(
      app,
      api.message,
      async (request) => ({ succeeded: true, data: await assistant.reply(request.body, request.ip) }),
      {
        preHandler: limiter.guard(MESSAGE_BURST),
      },
    );

    route(
      app,
      api.stream,
      async (request, reply) => {
        const events = new EventStream(reply);
        let answer: ChatReply;
        try {
          answer = await assistant.stream(request.body, request.ip, (text) => events.send('delta', { text }));
        } catch (err) {
          if (!events.isStarted) throw err;
          request.log.error({ err }, 'assistant: the streamed answer failed');
          const remaining = await assistant.remaining(request.body.clientId, request.ip).catch(() => 0);
          events.send('reply', {
            reply: MESSAGES.chat.processingFailed,
            suggestions: [],
            products: [],
            actions: [],
            remaining,
          });
          events.end();
          return reply;
        }
        events.send('reply', chatReplySchema.parse(answer));
        events.end();
        return reply;
      },
      { preHandler: limiter.guard(MESSAGE_BURST) },
    );

    route(
      app,
      api.extractText,
      async (request) => {
        if (!request.isMultipart()) {
          throw new AppError('UNSUPPORTED_MEDIA', [
            MESSAGES.chat.ocrFailed,
            'Send the image as multipart/form-data.',
          ]);
        }
        const file = await request
          .file({ limits: { fileSize: CHAT_LIMITS.maxImageBytes, files: 1 } })
          .catch(malformedMultipart);
        if (!file)
          throw new AppError('VALIDATION', [MESSAGES.chat.ocrFailed, 'Attach an image in the "file" field.']);
        const data = await file.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('PAYLOAD_TOO_LARGE', [
              MESSAGES.chat.ocrFailed,
              'The image must be 8 MB or smaller.',
            ]);
          }
          return malformedMultipart(err);
        });
        return { succeeded: true, data: await assistant.extractText(data) };
      },
      { preHandler: limiter.guard(EXTRACT_BURST) },
    );
  };
}
