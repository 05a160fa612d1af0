import { loadSharp } from '../../lib/load-on-use';
import { storeProductImage, type ImageTarget } from '../../lib/image-store';
import { packshotSvg, type PackshotSpec } from './packshot';

const SIZE = 640;
/** Drawn a little larger than kept, so the tilt's corners are cropped away. */
const DRAWN = 760;

/** A soft vignette and a warm cast: the uneven light of a bathroom shelf, not a studio. */
const vignette = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><defs><radialGradient id="v" cx="50%" cy="45%" r="70%"><stop offset="55%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#3b2416" stop-opacity="0.38"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#v)"/><rect width="100%" height="100%" fill="#ffb070" fill-opacity="0.07"/></svg>`,
);

/**
 * A shopper's photo of a product for a demo review: the product's packshot close up, a little
 * crooked, in warm uneven light. Stored through the same pipeline as an upload, so it is re-encoded
 * like every review photo.
 */
export async function renderReviewPhoto(
  spec: PackshotSpec,
  index: number,
  target: ImageTarget,
): Promise<string> {
  const sharp = await loadSharp();
  // Rasterised straight at the size it is kept (the studio shot is 1024 px): a third of the work.
  const tilted = await sharp(Buffer.from(packshotSvg(spec)), { density: 72 * (DRAWN / 1024) })
    .rotate(index % 2 ? 4 : -5, { background: spec.background })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.round((tilted.info.width - SIZE) / 2) + (index % 2 ? 18 : -18);
  const photo = await sharp(tilted.data, { raw: tilted.info })
    .extract({ left, top: Math.round((tilted.info.height - SIZE) / 2) + 10, width: SIZE, height: SIZE })
    .composite([{ input: vignette }])
    .modulate({ brightness: 0.98, saturation: 1.08 })
    .blur(0.5)
    .jpeg({ quality: 85 })
    .toBuffer();
  return (await storeProductImage(photo, target)).fileName;
}
