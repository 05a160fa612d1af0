import { MESSAGES, REVIEW_LIMITS } from '@seoul-glow/shared';
import { AppError } from '../../lib/app-error';
import {
  deleteProductImage,
  InvalidImageError,
  storeProductImage,
  type ImageTarget,
} from '../../lib/image-store';
import { checkUploadedImage } from '../admin-products/image-check';

/**
 * Review photos go through the product image pipeline (docs/architecture.md#stack): the type is
 * read from the content, pixel bombs and SVG are refused, and what is kept is our own WebP
 * re-encoding at three widths, without EXIF (no GPS position, no camera serial).
 */
export class ReviewPhotos {
  constructor(private readonly target: ImageTarget) {}

  /** Every photo checked before any is stored, so a bad third photo leaves nothing behind. */
  async store(uploads: Buffer[]): Promise<string[]> {
    if (uploads.length > REVIEW_LIMITS.photos)
      throw new AppError('VALIDATION', MESSAGES.reviews.tooManyPhotos);
    for (const data of uploads) await checkUploadedImage(data);
    const stored: string[] = [];
    try {
      for (const data of uploads) stored.push((await storeProductImage(data, this.target)).fileName);
    } catch (err) {
      await this.remove(stored);
      if (err instanceof InvalidImageError) throw new AppError('VALIDATION', err.message);
      throw err;
    }
    return stored;
  }

  async remove(fileNames: string[]): Promise<void> {
    await Promise.all(fileNames.map((name) => deleteProductImage(name, this.target).catch(() => undefined)));
  }
}
