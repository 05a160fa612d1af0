import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

const showsDebug = (log: FastifyBaseLogger) => log.level === 'debug' || log.level === 'trace';

/** A request slower than this is worth an operator's attention even when it succeeded. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's per-request log lines, at a level that says whether anyone needs to look
 * (docs/architecture.md#running): a server error at `error`, a slow request at `warn`, everything
 * else (pages, assets, a shopper's validation error, a scanner's 404, a client that hung up) at
 * `debug`. The default `info` log then shows start-up, problems and nothing else, instead of two
 * lines per request; `LOG_LEVEL=debug` shows every request. Lines go through the logger's own
 * request serializer, so they are redacted like every other line (docs/product.md#security).
 */
export class RequestLogController extends LogController {
  constructor(private readonly slowMs = SLOW_REQUEST_MS) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    if (showsDebug(request.log)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = reply.elapsedTime;
    const failed = Boolean(error) || reply.statusCode >= 500;
    if (!failed && ms < this.slowMs && !showsDebug(reply.log)) return;
    const line = { req: request, res: reply, route: request.routeOptions.url ?? null, responseTime: ms };
    if (failed) reply.log.error(error ? { ...line, err: error } : line, 'request failed');
    else if (ms >= this.slowMs) reply.log.warn(line, 'slow request');
    else reply.log.debug(line, 'request completed');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) super.defaultErrorLog(error, request, reply);
    else reply.log.debug({ res: reply, err: error }, error.message);
  }

  override streamError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE')
      reply.log.debug({ res: reply }, 'client closed the stream');
    else super.streamError(error, request, reply);
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'route not found');
  }
}
