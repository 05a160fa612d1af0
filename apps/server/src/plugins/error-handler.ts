import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@seoul-glow/shared';
import { AppError } from '../lib/app-error';

/** One place that turns every failure into the docs/architecture.md#api-contract envelope; no stack trace leaves. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
      return reply.status(error.status).send({ succeeded: false, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = [
        ...new Set(
          error.validation.map((v) => {
            const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
            const message = v.message ?? MESSAGES.generic.validation;
            // Our contracts carry the exact messages of docs/product.md#messages; zod's defaults get the field name.
            return field && !/^[A-Z]/.test(message) ? `${field}: ${message}` : message;
          }),
        ),
      ];
      return reply.status(400).send({ succeeded: false, errors });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413 || (error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ succeeded: false, errors: [MESSAGES.generic.tooLarge] });
    }
    if (status === 429) {
      return reply.status(429).send({ succeeded: false, errors: [MESSAGES.generic.rateLimited] });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, unsupported media type): their text is safe.
      return reply.status(status).send({ succeeded: false, errors: [error.message] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ succeeded: false, errors: [MESSAGES.generic.internal] });
  });
});

/**
 * The router's own errors (a path segment that is not valid percent-encoding, or longer than
 * maxParamLength) never reach setErrorHandler; without this they answer in Fastify's shape and
 * echo the path back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .status(tooLong ? 414 : 400)
    .send({ succeeded: false, errors: [tooLong ? 'The address is too long' : 'The address is not valid'] });
}
