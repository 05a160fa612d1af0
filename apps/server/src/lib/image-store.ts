/**
 * Product image storage (docs/architecture.md#stack images): every upload is re-encoded to WebP so that only pixels
 * we produced ever reach shoppers — no EXIF (GPS, camera serials), no polyglot payloads — and is
 * kept at the responsive widths the web app asks for.
 */
import { randomBytes } from 'node:crypto';
import type { OutputInfo } from 'sharp';
import { IMAGE_WIDTHS, imageVariantName } from '@seoul-glow/shared';
import { FileBlobStore, type BlobStore } from './images/blob-store';
import { loadSharp } from './load-on-use';

/** Where images go: a store (images/image-stores.ts), or a folder path for the file store. */
export type ImageTarget = BlobStore | string;

const storeOf = (target: ImageTarget): BlobStore =>
  typeof target === 'string' ? new FileBlobStore(target) : target;

export class InvalidImageError extends Error {
  constructor(message = 'The file is not a supported image') {
    super(message);
    this.name = 'InvalidImageError';
  }
}

const MAX_WIDTH = 1024;
/** About a 6300×6300 photo; beyond that decoding alone could exhaust a small instance. */
const MAX_INPUT_PIXELS = 40_000_000;
const STORED_NAME = /^[a-f0-9]{24}\.webp$/;
const VARIANT_WIDTHS = IMAGE_WIDTHS.filter((w) => w < MAX_WIDTH);

/**
 * Decode once, orient, and shrink to the largest rendition as raw pixels; the renditions are then
 * cut from that small buffer instead of re-decoding a possibly huge upload for each width.
 */
async function decodeToBase(input: Buffer) {
  const sharp = await loadSharp();
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

async function toWebp(base: Awaited<ReturnType<typeof decodeToBase>>, width: number) {
  const sharp = await loadSharp();
  return sharp(base.data, { raw: base.raw })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80, effort: 4 })
    .toBuffer({ resolveWithObject: true });
}

function renditionNames(fileName: string): string[] {
  return [fileName, ...VARIANT_WIDTHS.map((w) => imageVariantName(fileName, w))];
}

export async function storeProductImage(
  input: Buffer,
  target: ImageTarget,
): Promise<{ fileName: string; width: number; height: number }> {
  // Encode everything before touching the disk: a decoding failure is the caller's bad input,
  // whereas a write failure is ours and must not be reported as an invalid image.
  let encoded: { data: Buffer; info: OutputInfo }[];
  try {
    const base = await decodeToBase(input);
    encoded = await Promise.all([MAX_WIDTH, ...VARIANT_WIDTHS].map((w) => toWebp(base, w)));
  } catch {
    throw new InvalidImageError();
  }

  const fileName = `${randomBytes(12).toString('hex')}.webp`;
  const names = renditionNames(fileName);
  const store = storeOf(target);
  try {
    await Promise.all(names.map((name, i) => store.put(name, encoded[i]!.data, 'image/webp')));
  } catch (err) {
    await Promise.all(names.map((name) => store.delete(name).catch(() => undefined)));
    throw err;
  }
  const main = encoded[0]!.info;
  return { fileName, width: main.width, height: main.height };
}

export async function deleteProductImage(fileName: string, target: ImageTarget): Promise<void> {
  // Names come from the database or an admin request; only our own generated names are accepted,
  // which rules out traversal such as "../x.webp".
  if (!STORED_NAME.test(fileName))
    throw new Error(`Refusing to delete "${fileName}": not a stored image name`);
  const store = storeOf(target);
  await Promise.all(renditionNames(fileName).map((name) => store.delete(name)));
}

/**
 * A copy of a stored image, every rendition, under a new name: a product made from another's
 * picture (a CSV import naming it) owns its own files, so deleting either leaves the other whole.
 */
export async function copyProductImage(fileName: string, target: ImageTarget): Promise<string> {
  if (!STORED_NAME.test(fileName)) throw new InvalidImageError(`"${fileName}" is not a stored image name`);
  const store = storeOf(target);
  const copy = `${randomBytes(12).toString('hex')}.webp`;
  const pairs = renditionNames(fileName).map((name, i) => [name, renditionNames(copy)[i]!] as const);
  try {
    for (const [from, to] of pairs) {
      const blob = await store.get(from);
      if (!blob) throw new InvalidImageError(`"${from}" is not in the store`);
      await store.put(to, blob.body, 'image/webp');
    }
  } catch (err) {
    await Promise.all(renditionNames(copy).map((name) => store.delete(name).catch(() => undefined)));
    throw err;
  }
  return copy;
}
