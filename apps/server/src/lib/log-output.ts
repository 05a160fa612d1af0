import type { Writable } from 'node:stream';
import pino from 'pino';
import pretty from 'pino-pretty';

const LEVEL_WORDS: Record<number, string> = { 40: 'warning: ', 50: 'error: ', 60: 'fatal: ' };

/**
 * Where every log line of the server goes, in one format (README, Configuration: LOG_FORMAT):
 * `text` writes "[seoul-glow] message {fields}" lines (pino-pretty, synchronously, so a line is
 * out before a crash), `json` pino's own JSON lines; on stdout unless a test gives `destination`.
 */
export function logOutput(format: 'text' | 'json', destination?: Writable): Writable | undefined {
  if (format === 'json') return destination;
  return pretty({
    sync: true,
    ...(destination ? { destination } : {}),
    colorize: false,
    singleLine: true,
    ignore: 'pid,hostname,time,level',
    messageFormat: (entry, messageKey) =>
      `[seoul-glow] ${LEVEL_WORDS[Number(entry.level)] ?? ''}${String(entry[messageKey] ?? '')}`,
  });
}

/**
 * The process's own lines (start, seed, stop) through the same output as the requests' log.
 * Always at `info`: these few lines say where the store is, how to sign in and how it stopped,
 * whatever LOG_LEVEL filters from the requests; they name no shopper, so they are not redacted
 * (the demo admin's sign-in must be readable).
 */
export function processLog(output: Writable | undefined) {
  const logger = output ? pino({ level: 'info' }, output) : pino({ level: 'info' });
  return {
    log: (message: string) => logger.info(message),
    warn: (message: string) => logger.warn(message),
  };
}
