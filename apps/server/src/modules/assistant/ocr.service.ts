import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker } from 'tesseract.js';
import { loadSharp, loadTesseract } from '../../lib/load-on-use';

const require = createRequire(import.meta.url);

/**
 * The English LSTM model shipped in the `@tesseract.js-data/eng` npm package: read from
 * node_modules, never downloaded (docs/architecture.md#stack: nothing outside the registries is reachable).
 */
function langPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

export class OcrError extends Error {
  constructor(
    readonly reason: 'not-image' | 'wrong-type' | 'too-large' | 'busy' | 'timeout' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

/** The formats docs/product.md#the-beauty-assistant promises, as sharp decodes them (never the file name). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** Above a 39-megapixel phone photo's size: anything larger is refused before it is decoded. */
const MAX_PIXELS = 40_000_000;
/** The long side OCR reads at: print stays legible, and a large photo costs no more than this. */
export const OCR_MAX_SIDE = 2000;

export interface OcrOptions {
  /** Longest a request may take, waiting in the queue included; then it answers a timeout. */
  timeoutMs?: number;
  /** Jobs allowed to wait behind the running one; more are refused at once. */
  maxQueue?: number;
  /** Reads the prepared greyscale PNG; tesseract.js unless a test stands in for it. */
  read?: (png: Buffer) => Promise<string>;
}

/**
 * One tesseract.js worker (a worker thread, off the request thread), created on first use and
 * reused. Jobs run one at a time, decoding included, from a bounded queue: a burst of large photos
 * waits its turn or is refused, instead of sharing the CPU with every other request. Each request
 * has one deadline from the moment it is queued; a job still running then is abandoned and the
 * worker recreated.
 */
export class OcrService {
  private worker: Promise<Worker> | null = null;
  private tail: Promise<unknown> = Promise.resolve();
  /** Jobs queued or running. */
  private pending = 0;
  private readonly timeoutMs: number;
  private readonly maxQueue: number;
  private readonly read: (png: Buffer) => Promise<string>;

  constructor(options: OcrOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.maxQueue = options.maxQueue ?? 4;
    this.read = options.read ?? ((png) => this.tesseract(png));
  }

  /** Refuses, from the header alone, what is not a JPEG, PNG or WebP photo of a readable size. */
  static async check(image: Buffer): Promise<void> {
    const sharp = await loadSharp();
    let meta;
    try {
      meta = await sharp(image).metadata();
    } catch {
      throw new OcrError('not-image', 'not a decodable image');
    }
    if (!meta.format || !ACCEPTED.has(meta.format)) throw new OcrError('wrong-type', `format ${meta.format}`);
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS)
      throw new OcrError('too-large', 'too many pixels');
  }

  /** Decodes the photo into a clean greyscale PNG of at most OCR_MAX_SIDE on its long side. */
  static async normalise(image: Buffer): Promise<Buffer> {
    const sharp = await loadSharp();
    try {
      return await sharp(image, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width: OCR_MAX_SIDE, height: OCR_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .grayscale()
        .normalise()
        .png()
        .toBuffer();
    } catch {
      throw new OcrError('not-image', 'not a decodable image');
    }
  }

  /** Admission is decided at once, in arrival order; the format is checked before the queue is joined. */
  async recognize(image: Buffer): Promise<string> {
    if (this.pending > this.maxQueue) throw new OcrError('busy', 'OCR queue is full');
    this.pending++;
    try {
      const deadline = Date.now() + this.timeoutMs;
      await OcrService.check(image);
      const job = this.tail.then(() => this.run(image, deadline));
      this.tail = job.catch(() => undefined);
      return await job;
    } finally {
      this.pending--;
    }
  }

  private async run(image: Buffer, deadline: number): Promise<string> {
    const left = deadline - Date.now();
    if (left <= 0) throw new OcrError('timeout', 'OCR timed out while queued');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrError('timeout', 'OCR timed out')), left);
    });
    try {
      return await Promise.race([OcrService.normalise(image).then(this.read), timeout]);
    } catch (err) {
      if (err instanceof OcrError && err.reason === 'timeout') this.abandonWorker();
      if (err instanceof OcrError) throw err;
      throw new OcrError('failed', (err as Error).message);
    } finally {
      clearTimeout(timer);
    }
  }

  private async tesseract(png: Buffer): Promise<string> {
    const result = await (await this.getWorker()).recognize(png);
    return result.data.text ?? '';
  }

  /** The worker may still be busy with an abandoned job: the next one gets a fresh worker. */
  private abandonWorker(): void {
    const worker = this.worker;
    this.worker = null;
    void worker?.then((w) => w.terminate()).catch(() => undefined);
  }

  private getWorker(): Promise<Worker> {
    this.worker ??= loadTesseract()
      .then(({ createWorker, OEM }) =>
        createWorker('eng', OEM.LSTM_ONLY, {
          langPath: langPath(),
          gzip: true,
          cacheMethod: 'none',
          errorHandler: () => undefined,
        }),
      )
      .catch((err: unknown) => {
        this.worker = null;
        throw err;
      });
    return this.worker;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }
}
