/**
 * Where image files are kept (docs/architecture.md#stack): a folder on this machine, or an S3
 * bucket that every instance shares (s3-blob-store.ts). Product images and review photos each
 * get their own store (image-stores.ts); names are the random ones lib/image-store.ts makes.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface StoredBlob {
  body: Buffer;
  contentType: string;
  /** A strong validator for If-None-Match, quoted as HTTP wants it. */
  etag: string;
}

export interface BlobStore {
  /** For the start log and errors: the folder or the bucket and prefix. */
  readonly location: string;
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(name: string): Promise<StoredBlob | null>;
  /** Removing a file that is not there is not an error. */
  delete(name: string): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

export class FileBlobStore implements BlobStore {
  constructor(readonly dir: string) {}

  get location(): string {
    return this.dir;
  }

  /** Write-then-rename so a reader (or a crash) never sees a half-written file under the final name. */
  async put(name: string, data: Buffer): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, name);
    const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, file);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }

  async get(name: string): Promise<StoredBlob | null> {
    try {
      const body = await fs.readFile(path.join(this.dir, name));
      return { body, contentType: contentTypeOf(name), etag: `"${body.length.toString(16)}-${name}"` };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    try {
      await fs.unlink(path.join(this.dir, name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}
