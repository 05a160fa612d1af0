import type { ServerResponse } from 'node:http';

/**
 * Buffers the hottest JSON answers are joined into, lent to one response and taken back when it
 * closes (written, or the client gone), instead of a new buffer per answer. A search answer of
 * 24 products is ~29 KB: past Node's 4 KB pool, each was a new ArrayBuffer, and at ~3,000
 * answers a second the ~80 MB/s of memory outside the heap made V8 run a full collection every
 * ~0.4 s ("GC in old space requested" in --trace-gc), its helper threads busy with marking.
 *
 * An answer larger than a buffer, or one asked for while every buffer is lent (more answers in
 * flight than `count`), gets a buffer of its own as before.
 */
export class AnswerBuffers {
  private readonly free: ArrayBuffer[] = [];
  private made = 0;

  constructor(
    readonly size = 64 * 1024,
    readonly count = 64,
  ) {}

  /** The parts as one buffer, valid until `response` closes: send it on that response only. */
  join(parts: readonly Buffer[], response: ServerResponse): Buffer {
    let size = 0;
    for (const part of parts) size += part.length;
    const lent = size <= this.size && !response.destroyed ? this.take() : null;
    if (!lent) return Buffer.concat(parts, size);
    const body = Buffer.from(lent, 0, size);
    let at = 0;
    for (const part of parts) at += part.copy(body, at);
    response.once('close', () => this.free.push(lent));
    return body;
  }

  /** Buffers made and buffers not lent now (tests: every buffer comes back). */
  get state(): { made: number; free: number } {
    return { made: this.made, free: this.free.length };
  }

  private take(): ArrayBuffer | null {
    const free = this.free.pop();
    if (free) return free;
    if (this.made >= this.count) return null;
    this.made++;
    return new ArrayBuffer(this.size);
  }
}
