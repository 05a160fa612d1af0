import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { AnswerBuffers } from './answer-buffers';

const response = (destroyed = false) =>
  Object.assign(new EventEmitter(), { destroyed }) as unknown as ServerResponse & EventEmitter;
const parts = (text: string) => text.match(/.{1,7}/gs)!.map((p) => Buffer.from(p));

describe('AnswerBuffers', () => {
  it('joins the parts into a lent buffer that comes back when its response closes', () => {
    const buffers = new AnswerBuffers(1024, 2);
    const first = response();
    const body = buffers.join(parts('{"items":[1,2,3],"total":3}'), first);
    expect(body.toString()).toBe('{"items":[1,2,3],"total":3}');
    expect(body.buffer.byteLength).toBe(1024);
    expect(buffers.state).toEqual({ made: 1, free: 0 });
    first.emit('close');
    expect(buffers.state).toEqual({ made: 1, free: 1 });
    // The next answer reuses it.
    const again = buffers.join(parts('{"b":2}'), response());
    expect(again.buffer).toBe(body.buffer);
    expect(again.toString()).toBe('{"b":2}');
  });

  it('gives an answer a buffer of its own when all are lent, too large, or the client is gone', () => {
    const buffers = new AnswerBuffers(64, 2);
    const a = buffers.join(parts('a'.repeat(40)), response());
    const b = buffers.join(parts('b'.repeat(40)), response());
    const c = buffers.join(parts('c'.repeat(40)), response());
    expect([a, b, c].map((x) => x.toString())).toEqual(['a', 'b', 'c'].map((l) => l.repeat(40)));
    expect(c.buffer).not.toBe(a.buffer);
    expect(c.buffer).not.toBe(b.buffer);
    expect(buffers.state).toEqual({ made: 2, free: 0 });
    expect(buffers.join(parts('x'.repeat(65)), response()).toString()).toBe('x'.repeat(65));
    expect(buffers.state.made).toBe(2);
    const gone = response(true);
    expect(buffers.join(parts('late'), gone).toString()).toBe('late');
    expect(gone.listenerCount('close')).toBe(0);
  });
});
