/**
 * Product image storage (docs/architecture.md#stack images): every upload is re-encoded to WebP so that only pixels
 * we produced ever reach shoppers — no EXIF (GPS, camera serials), no polyglot payloads — and is
 * kept at the responsive widths the web app asks for.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { IMAGE_WIDTHS, imageVariantName } from '@seoul-glow/shared';

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
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

function toWebp(base: Awaited<ReturnType<typeof decodeToBase>>, width: number) {
  return sharp(base.data, { raw: base.raw })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80, effort: 4 })
    .toBuffer({ resolveWithObject: true });
}

/** Write-then-rename so a reader (or a crash) never sees a half-written file under the final name. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}

function renditionNames(fileName: string): string[] {
  return [fileName, ...VARIANT_WIDTHS.map((w) => imageVariantName(fileName, w))];
}

export async function storeProductImage(
  input: Buffer,
  dir: string,
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
  await fs.mkdir(dir, { recursive: true });
  try {
    await Promise.all(names.map((name, i) => writeAtomically(path.join(dir, name), encoded[i]!.data)));
  } catch (err) {
    await Promise.all(names.map((name) => fs.rm(path.join(dir, name), { force: true })));
    throw err;
  }
  const main = encoded[0]!.info;
  return { fileName, width: main.width, height: main.height };
}

export async function deleteProductImage(fileName: string, dir: string): Promise<void> {
  // Names come from the database or an admin request; only our own generated names are accepted,
  // which rules out traversal such as "../x.webp".
  if (!STORED_NAME.test(fileName))
    throw new Error(`Refusing to delete "${fileName}": not a stored image name`);
  await Promise.all(
    renditionNames(fileName).map(async (name) => {
      try {
        await fs.unlink(path.join(dir, name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }),
  );
}
