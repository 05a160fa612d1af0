import { describe, expect, it } from 'vitest';
import { readServerSentEvents } from './chat-stream';

function streamOf(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const p of pieces) controller.enqueue(encoder.encode(p));
      controller.close();
    },
  });
}

describe('reading the streamed answer', () => {
  it('hands over each event as it completes, even when cut mid-line', async () => {
    const seen: [string, unknown][] = [];
    await readServerSentEvents(
      streamOf([
        'event: delta\ndata: {"text":"Hel',
        'lo "}\n\nevent: delta\ndata: {"text":"there"}\n',
        '\nevent: reply\ndata: {"reply":"Hello there","products":[]}\n\n',
      ]),
      (event, data) => seen.push([event, data]),
    );
    expect(seen).toEqual([
      ['delta', { text: 'Hello ' }],
      ['delta', { text: 'there' }],
      ['reply', { reply: 'Hello there', products: [] }],
    ]);
  });
});
