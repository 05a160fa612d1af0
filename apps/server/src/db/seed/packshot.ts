/**
 * Generated product photos for the demo catalog: an SVG studio packshot (pastel sweep, softbox
 * gloss, floor shadow) rasterised by sharp. Drawn rather than shipped so the repository carries no
 * binary assets and every product gets a picture that matches its colours.
 */
import { loadSharp } from '../../lib/load-on-use';
import { CX, FLOOR, Canvas, darken, lighten, mix, type Mark } from './packshot-kit';
import { bottle, dropper, jar, pump, spray, stick, tube, type Drawn, type Look } from './packshot-shapes';
import { compact, lipstick, palette } from './packshot-cosmetics';
import { perfume, sheetMask } from './packshot-perfume-pouch';

export type PackshotShape =
  | 'bottle'
  | 'dropper'
  | 'jar'
  | 'tube'
  | 'pump'
  | 'compact'
  | 'lipstick'
  | 'palette'
  | 'perfume'
  | 'sheet-mask'
  | 'stick'
  | 'spray';

export interface PackshotSpec {
  shape: PackshotShape;
  /** Hex colours. */
  body: string;
  accent: string;
  background: string;
  /** Label paper colour; a near-white tint of the body by default. */
  label?: string;
  /** The logo printed on the label. */
  mark?: Mark;
  /** 'podium' puts the product on a plinth in front of a disc: the second, "editorial" shot. */
  scene?: 'studio' | 'podium';
}

const SIZE = 1024;

/** A second, editorial photo: the same product on a plinth against another backdrop. */
export function podiumShot(spec: PackshotSpec, background: string): PackshotSpec {
  return { ...spec, background, scene: 'podium' };
}

const SHAPES: Record<PackshotShape, (c: Canvas, look: Look) => Drawn> = {
  bottle,
  dropper,
  jar,
  tube,
  pump,
  compact,
  lipstick,
  palette,
  perfume,
  'sheet-mask': sheetMask,
  stick,
  spray,
};

function backdrop(c: Canvas, bg: string): string {
  // A seamless paper sweep: lighter at the top, a soft horizon where the paper curves to the floor.
  const sweep = c.linear(
    [
      [0, lighten(bg, 0.5)],
      [0.55, lighten(bg, 0.12)],
      [0.7, bg],
      [1, darken(bg, 0.06)],
    ],
    0,
    0,
    0,
    1,
  );
  const glow = c.radial(
    [
      [0, '#ffffff', 0.7],
      [0.6, '#ffffff', 0.18],
      [1, '#ffffff', 0],
    ],
    0.5,
    0.5,
    0.5,
  );
  const vignette = c.radial(
    [
      [0.6, '#000000', 0],
      [1, darken(bg, 0.5), 0.1],
    ],
    0.5,
    0.45,
    0.75,
  );
  return (
    `<rect width="${SIZE}" height="${SIZE}" fill="${sweep}"/>` +
    `<ellipse cx="${CX}" cy="470" rx="470" ry="430" fill="${glow}"/>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="${vignette}"/>`
  );
}

function shadows(c: Canvas, drawn: Drawn, bg: string, floor: number): string {
  const tone = darken(bg, 0.6);
  const soft = c.softSpot(tone, 0.38);
  const tight = c.softSpot(tone, 0.7);
  return drawn.footprint
    .map(
      ({ cx, rx }) =>
        `<ellipse cx="${cx + 14}" cy="${floor + 4}" rx="${rx * 1.45}" ry="${Math.max(26, rx * 0.24)}" fill="${soft}"/>` +
        `<ellipse cx="${cx}" cy="${floor - 1}" rx="${rx * 1.08}" ry="${Math.max(9, rx * 0.09)}" fill="${tight}"/>`,
    )
    .join('');
}

function podium(c: Canvas, look: Look, bg: string, top: number): string {
  const w = 620;
  const ry = 50;
  const stone = lighten(mix(bg, look.accent, 0.15), 0.35);
  const disc = `<circle cx="${CX}" cy="${top - 330}" r="340" fill="${lighten(look.accent, 0.72)}" fill-opacity="0.6"/>`;
  const side = `<path d="M${CX - w / 2},${top} L${CX - w / 2},${SIZE + 40} L${CX + w / 2},${SIZE + 40} L${CX + w / 2},${top} Z" fill="${c.cylinder(stone)}"/>`;
  const face = `<ellipse cx="${CX}" cy="${top}" rx="${w / 2}" ry="${ry}" fill="${c.linear(
    [
      [0, lighten(stone, 0.25)],
      [1, stone],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  return disc + side + face;
}

/** A faint mirror image on the glossy floor, fading out within a few centimetres. */
function reflection(c: Canvas, drawn: Drawn): string {
  const fade = c.id('fade');
  c.def(
    `<linearGradient id="${fade}g" x1="0" y1="${FLOOR}" x2="0" y2="${FLOOR + 150}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#ffffff" stop-opacity="0.2"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>` +
      `<mask id="${fade}" maskUnits="userSpaceOnUse" x="0" y="${FLOOR}" width="${SIZE}" height="160"><rect x="0" y="${FLOOR}" width="${SIZE}" height="160" fill="url(#${fade}g)"/></mask>`,
  );
  return `<g mask="url(#${fade})"><g transform="translate(0 ${2 * FLOOR}) scale(1 -1)">${drawn.svg}</g></g>`;
}

export function packshotSvg(spec: PackshotSpec): string {
  const c = new Canvas();
  const look: Look = {
    body: spec.body,
    accent: spec.accent,
    label: spec.label ?? lighten(spec.body, 0.85),
    mark: spec.mark ?? 'circle',
  };
  const drawn = SHAPES[spec.shape](c, look);
  const onPodium = spec.scene === 'podium';
  // Shapes are drawn standing on FLOOR at a conservative size; scale them about their base to fill
  // the frame like a catalogue photo (a little smaller on the plinth, which takes up the bottom).
  const floor = onPodium ? 800 : 884;
  const k = onPodium ? 0.98 : 1.12;
  const product = reflection(c, drawn) + shadows(c, drawn, spec.background, FLOOR) + drawn.svg;
  const scene =
    backdrop(c, spec.background) +
    (onPodium ? podium(c, look, spec.background, floor) : '') +
    `<g transform="translate(${CX} ${floor}) scale(${k}) translate(${-CX} ${-FLOOR})">${product}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${c.defsSvg()}${scene}</svg>`;
}

/** A 1024×1024 PNG of the product; feed it to storeProductImage like any upload. */
export async function renderPackshot(spec: PackshotSpec): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(packshotSvg(spec)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
