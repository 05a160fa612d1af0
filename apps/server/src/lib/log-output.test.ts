import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logOutput, processLog } from './log-output';
import { loggerOptions } from './log-redaction';

function sink() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, lines: () => chunks.join('').trim().split('\n') };
}

/** The process's lines and a request-log entry (as Fastify's logger writes one) through `format`. */
function writeBoth(format: 'text' | 'json') {
  const out = sink();
  const output = logOutput(format, out.stream);
  const { log, warn } = processLog(output);
  log('Seoul Glow is ready at http://localhost:3000');
  warn('demo payments: nothing is charged');
  pino(loggerOptions('info'), output!).info({ pages: 55 }, 'store pages pre-rendered');
  return out.lines();
}

describe('log output (LOG_FORMAT)', () => {
  it('text: the process lines and the requests’ log are the same kind of line', () => {
    expect(writeBoth('text')).toEqual([
      '[seoul-glow] Seoul Glow is ready at http://localhost:3000',
      '[seoul-glow] warning: demo payments: nothing is charged',
      '[seoul-glow] store pages pre-rendered {"pages":55}',
    ]);
  });

  it('json: every line pino’s JSON, the process’s own too', () => {
    const entries = writeBoth('json').map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(entries.map((e) => [e.level, e.msg])).toEqual([
      [30, 'Seoul Glow is ready at http://localhost:3000'],
      [40, 'demo payments: nothing is charged'],
      [30, 'store pages pre-rendered'],
    ]);
  });
});
