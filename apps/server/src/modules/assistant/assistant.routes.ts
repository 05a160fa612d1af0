import type { FastifyPluginAsync } from 'fastify';
import { CHAT_LIMITS, MESSAGES, endpoints } from '@seoul-glow/shared';
import { AppError } from '../../lib/app-error';
import { malformedMultipart } from '../../lib/multipart-form';
import type { RateLimiter } from '../../lib/rate-limiter';
import { route } from '../../lib/route';
import type { AssistantService } from './assistant.service';

const { assistant: api } = endpoints;

/** Bursts per IP on top of the daily limit (docs/product.md#security: chat is rate-limited). */
const MESSAGE_BURST = { name: 'chat-message', max: 20, windowMs: 60_000 };
const EXTRACT_BURST = { name: 'chat-extract', max: 10, windowMs: 60_000 };

/** POST /api/Chat/message and POST /api/Chat/extractText (docs/product.md#the-beauty-assistant). */
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
