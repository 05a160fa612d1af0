import type { Metadata } from 'sharp';
import { IMAGE_MESSAGES } from '@seoul-glow/shared';
import { AppError } from '../../lib/app-error';
import { loadSharp } from '../../lib/load-on-use';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
const MAX_PIXELS = 40_000_000;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * The type comes from the content, never from the name or the browser's claim: sharp reads the
 * header, SVG (script-capable) and anything else is refused, and so is a pixel bomb, before any
 * decoding of the pixels.
 */
export async function checkUploadedImage(data: Buffer): Promise<void> {
  if (data.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge);
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('VALIDATION', IMAGE_MESSAGES.invalid);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new AppError('VALIDATION', IMAGE_MESSAGES.invalid);
  }
  if (meta.format === 'heif' && meta.compression !== 'av1')
    throw new AppError('VALIDATION', IMAGE_MESSAGES.invalid);
  if (meta.width * meta.height > MAX_PIXELS) throw new AppError('VALIDATION', IMAGE_MESSAGES.tooManyPixels);
}
