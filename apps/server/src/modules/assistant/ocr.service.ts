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
    readonly reason: 'not-image' | 'busy' | 'timeout' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

export interface OcrOptions {
  /** Longest time one recognition may take before the worker is replaced. */
  timeoutMs?: number;
  /** Jobs allowed to wait behind the running one; more are refused at once. */
  maxQueue?: number;
}

/**
 * One tesseract.js worker, created on first use and reused; jobs run one at a time from a bounded
 * queue so a burst of uploads cannot exhaust memory. A stuck job is abandoned after the timeout and
 * the worker is recreated.
 */
export class OcrService {
  private worker: Promise<Worker> | null = null;
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private readonly timeoutMs: number;
  private readonly maxQueue: number;

  constructor(options: OcrOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.maxQueue = options.maxQueue ?? 8;
  }

  /** Decodes any image sharp reads (JPEG, PNG, WebP, GIF, AVIF, TIFF…) into a clean greyscale PNG. */
  static async normalise(image: Buffer): Promise<Buffer> {
    const sharp = await loadSharp();
    try {
      return await sharp(image, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true })
        .grayscale()
        .normalise()
        .png()
        .toBuffer();
    } catch {
      throw new OcrError('not-image', 'not a decodable image');
    }
  }

  async recognize(image: Buffer): Promise<string> {
    const png = await OcrService.normalise(image);
    if (this.waiting >= this.maxQueue) throw new OcrError('busy', 'OCR queue is full');
    this.waiting++;
    const job = this.tail.then(() => this.run(png));
    this.tail = job.catch(() => undefined);
    try {
      return await job;
    } finally {
      this.waiting--;
    }
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

  private async run(png: Buffer): Promise<string> {
    const worker = await this.getWorker();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrError('timeout', 'OCR timed out')), this.timeoutMs);
    });
    try {
      const result = await Promise.race([worker.recognize(png), timeout]);
      return result.data.text ?? '';
    } catch (err) {
      if (err instanceof OcrError && err.reason === 'timeout') {
        // The worker may still be busy with the abandoned job: replace it.
        this.worker = null;
        void worker.terminate().catch(() => undefined);
        throw err;
      }
      throw new OcrError('failed', (err as Error).message);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }
}
