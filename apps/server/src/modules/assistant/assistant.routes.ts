import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_LIMITS,
  MESSAGES,
  chatMessageRequest,
  chatMessageResponse,
  extractTextResponse,
} from '@seoul-glow/shared';
import { AppError } from '../../lib/app-error';
import { malformedMultipart } from '../admin-products/multipart-form';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../lib/rate-limiter';
import { AssistantService } from './assistant.service';
import type { LlmConfig } from './llm-provider';

export interface AssistantDeps {
  db: Db;
  ai: LlmConfig | undefined;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}

/** Bursts per IP on top of the daily limit (DESIGN §9: chat is rate-limited). */
const MESSAGE_BURST = { name: 'chat-message', max: 20, windowMs: 60_000 };
const EXTRACT_BURST = { name: 'chat-extract', max: 10, windowMs: 60_000 };

/** POST /api/Chat/message and POST /api/Chat/extractText (DESIGN §4, §8). */
export function assistantRoutes({ db, ai, limiter, log }: AssistantDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const assistant = new AssistantService(db, { ai }, log);
    // Yesterday's counters are kept (a shopper's evening may be the server's next day); older go.
    const purge = setInterval(() => void assistant.purgeOldUsage().catch(() => undefined), 60 * 60_000);
    purge.unref();
    app.addHook('onClose', async () => {
      clearInterval(purge);
      await assistant.close();
    });

    app.post(
      '/Chat/message',
      {
        preHandler: limiter.guard(MESSAGE_BURST),
        schema: {
          summary: 'Ask the beauty assistant (counts toward the daily limit)',
          tags: ['Assistant'],
          body: chatMessageRequest,
          response: { 200: chatMessageResponse },
        },
      },
      async (request) => ({ succeeded: true, data: await assistant.reply(request.body, request.ip) }),
    );

    app.post(
      '/Chat/extractText',
      {
        preHandler: limiter.guard(EXTRACT_BURST),
        schema: {
          summary: 'Read an ingredient label from a photo (multipart)',
          tags: ['Assistant'],
          response: { 200: extractTextResponse },
        },
      },
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
    );
  };
}
