/**
 * The page cache's disk tier (README.md beside this file, ADR 0022): the bytes of kept pages that
 * are not held in memory, in a file of this process's own. Like the file tier of nginx's
 * proxy_cache or Next.js's rendered pages on disk, it lets every catalog page stay kept while
 * only the pages shoppers open often take the server's memory: a read is one positioned read
 * from the operating system's file cache.
 *
 * - Append only, in generations of `generationBytes`: when the current file is full, a new one
 *   starts and the one before it is retired (the cache moves or drops what it still keeps there,
 *   see `onRetire`), then closed once no read of it is in flight. So the files never take more
 *   than two generations, and no page is ever written over while it may be read.
 * - Anonymous: each file is unlinked right after it is opened, so nothing is left behind by a
 *   crash or a kill; the space goes back when the descriptor closes (or the process ends).
 * - Written synchronously (a page is written once, after a render of milliseconds), read
 *   asynchronously (libuv's thread pool), so a read never stalls the event loop even when the
 *   file's pages have left the operating system's cache.
 */
import { closeSync, mkdirSync, openSync, read, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** One file of the tier. */
export class PageFileGeneration {
  /** Bytes written. */
  size = 0;
  /** Reads in flight: the descriptor closes only when there are none. */
  reads = 0;
  retired = false;
  private closed = false;

  constructor(readonly fd: number) {}

  closeWhenIdle(): void {
    if (!this.retired || this.reads > 0 || this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }
}

/** Where a page's bytes are on disk. */
export interface Spot {
  generation: PageFileGeneration;
  offset: number;
  length: number;
}

let serial = 0;

export class PageFile {
  private current: PageFileGeneration | null = null;
  private previous: PageFileGeneration | null = null;
  /** Whether the directory took a file; false stops the tier (pages are then kept in memory only). */
  private usable = true;

  constructor(
    private readonly dir: string,
    readonly generationBytes: number,
    /** Called with a generation being retired, before any write to the next one returns. */
    private readonly onRetire: (generation: PageFileGeneration) => void,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  /** Whether pages can be written (false once the directory refused a file or a write). */
  get available(): boolean {
    return this.usable;
  }

  /** Bytes in the files now (both generations). */
  get bytes(): number {
    return (this.current?.size ?? 0) + (this.previous?.size ?? 0);
  }

  /** Appends `bytes`; null when the tier cannot take them (then the page stays in memory only). */
  write(bytes: Buffer): Spot | null {
    if (!this.usable || bytes.length > this.generationBytes) return null;
    try {
      if (!this.current || this.current.size + bytes.length > this.generationBytes) this.rotate();
      const generation = this.current!;
      const offset = generation.size;
      let written = 0;
      while (written < bytes.length) {
        written += writeSync(generation.fd, bytes, written, bytes.length - written, offset + written);
      }
      generation.size += bytes.length;
      return { generation, offset, length: bytes.length };
    } catch (err) {
      this.usable = false;
      this.onError(err);
      return null;
    }
  }

  /** The bytes at `spot`, read off the event loop. */
  read(spot: Spot): Promise<Buffer> {
    const { generation } = spot;
    generation.reads++;
    const out = Buffer.allocUnsafeSlow(spot.length);
    return new Promise<Buffer>((resolve, reject) => {
      const done = (err: unknown) => {
        generation.reads--;
        generation.closeWhenIdle();
        if (err) reject(err instanceof Error ? err : new Error(String(err)));
        else resolve(out);
      };
      const readFrom = (at: number): void => {
        read(generation.fd, out, at, spot.length - at, spot.offset + at, (err, n) => {
          if (err) return done(err);
          if (n === 0) return done(new Error('page file ended before the page did'));
          if (at + n < spot.length) return readFrom(at + n);
          done(null);
        });
      };
      readFrom(0);
    });
  }

  close(): void {
    for (const generation of [this.previous, this.current]) {
      if (!generation) continue;
      generation.retired = true;
      generation.closeWhenIdle();
    }
    this.previous = this.current = null;
  }

  private rotate(): void {
    const retiring = this.previous;
    this.previous = this.current;
    this.current = new PageFileGeneration(this.open());
    if (retiring) {
      this.onRetire(retiring);
      retiring.retired = true;
      retiring.closeWhenIdle();
    }
  }

  private open(): number {
    mkdirSync(this.dir, { recursive: true });
    const file = path.join(this.dir, `seoul-glow-pages-${process.pid}-${Date.now()}-${serial++}`);
    const fd = openSync(file, 'wx+', 0o600);
    // Anonymous from here on: the descriptor keeps it, nothing on disk names it.
    unlinkSync(file);
    return fd;
  }
}
