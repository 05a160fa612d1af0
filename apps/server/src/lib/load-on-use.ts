/**
 * Native libraries loaded on first use rather than at start: most server processes never process
 * an image or read a label, and loading them costs resident memory whether used or not (sharp
 * with libvips ~20 MB, tesseract.js ~7 MB: bench/README.md, Memory). A failed load is forgotten,
 * so the next use tries again.
 */
import type Sharp from 'sharp';
import type * as Tesseract from 'tesseract.js';

export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    }));
}

/** sharp's default export (image decoding, resizing, encoding). */
export const loadSharp: () => Promise<typeof Sharp> = onFirstUse(async () => (await import('sharp')).default);

/** tesseract.js (the label OCR's engine). */
export const loadTesseract: () => Promise<typeof Tesseract> = onFirstUse(() => import('tesseract.js'));
