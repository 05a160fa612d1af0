/** Perfume bottles and sheet-mask pouches: the two packs that are not round containers. */
import { CX, FLOOR, Canvas, cyl, darken, gloss, inkOn, labelPrint, lighten, markSvg } from './packshot-kit';
import { GOLD } from './packshot-cosmetics';
import type { Drawn, Look } from './packshot-shapes';

export function perfume(c: Canvas, look: Look): Drawn {
  const x = CX - 168;
  const y = 500;
  const w = 336;
  const h = FLOOR - y;
  const glass = c.linear([
    [0, lighten(look.body, 0.55), 0.75],
    [0.25, '#ffffff', 0.55],
    [0.7, lighten(look.body, 0.4), 0.55],
    [1, darken(look.body, 0.1), 0.8],
  ]);
  const liquid = c.linear(
    [
      [0, lighten(look.body, 0.1)],
      [0.3, look.body],
      [1, darken(look.body, 0.22)],
    ],
    0,
    0,
    0.4,
    1,
  );
  const topFace = `<path d="M${x + 10},${y} L${x + w - 10},${y} L${x + w - 34},${y - 26} L${x + 34},${y - 26} Z" fill="${lighten(look.body, 0.7)}" fill-opacity="0.9"/>`;
  const block =
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="${glass}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"/>` +
    `<rect x="${x + 30}" y="${y + 76}" width="${w - 60}" height="${h - 130}" rx="16" fill="${liquid}" fill-opacity="0.92"/>` +
    `<rect x="${x + 30}" y="${y + 74}" width="${w - 60}" height="8" rx="4" fill="${lighten(look.body, 0.5)}"/>` +
    `<rect x="${x + 30}" y="${FLOOR - 50}" width="${w - 60}" height="22" rx="8" fill="${darken(look.body, 0.25)}" fill-opacity="0.35"/>`;
  const plaque =
    `<rect x="${CX - 74}" y="${y + 150}" width="148" height="92" rx="6" fill="${c.metal(look.accent)}"/>` +
    labelPrint(CX, y + 196, 120, darken(look.accent, 0.6), darken(look.accent, 0.4), 'none', 0.62);
  const neck = cyl(c, CX - 40, 466, 80, 40, GOLD, { metal: true });
  const capTop = `<path d="M${CX - 98},340 L${CX + 98},340 L${CX + 78},312 L${CX - 78},312 Z" fill="${lighten(look.accent, 0.45)}"/>`;
  const cap =
    `<rect x="${CX - 98}" y="340" width="196" height="134" rx="8" fill="${c.cylinder(look.accent)}"/>` +
    capTop;
  return {
    svg:
      neck +
      topFace +
      block +
      plaque +
      gloss(c, x + 16, y + 20, 22, h - 50, 0.7) +
      gloss(c, x + w - 26, y + 30, 8, h - 70, 0.5) +
      cap +
      gloss(c, CX - 80, 350, 14, 110, 0.5),
    footprint: [{ cx: CX, rx: w / 2 }],
  };
}

export function sheetMask(c: Canvas, look: Look): Drawn {
  const x = CX - 200;
  const y = 250;
  const w = 400;
  const h = FLOOR - 18 - y;
  const pouch = c.linear(
    [
      [0, lighten(look.body, 0.25)],
      [0.55, look.body],
      [1, darken(look.body, 0.1)],
    ],
    0,
    0,
    0.3,
    1,
  );
  const sheen = c.linear(
    [
      [0, '#ffffff', 0],
      [0.45, '#ffffff', 0.45],
      [0.55, '#ffffff', 0.1],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    1,
    1,
  );
  const crimp = (cy: number) =>
    `<rect x="${x}" y="${cy}" width="${w}" height="34" fill="#000000" fill-opacity="0.05"/>` +
    Array.from(
      { length: 49 },
      (_, i) =>
        `<rect x="${x + 4 + i * 8}" y="${cy + 3}" width="2" height="28" fill="#000000" fill-opacity="0.08"/>`,
    ).join('');
  const face = lighten(look.label, 0.2);
  const hole = darken(look.body, 0.02);
  const mask =
    `<path d="M${CX},410 C${CX + 108},410 ${CX + 118},500 ${CX + 112},560 C${CX + 104},640 ${CX + 58},700 ${CX},704 C${CX - 58},700 ${CX - 104},640 ${CX - 112},560 C${CX - 118},500 ${CX - 108},410 ${CX},410 Z" fill="${face}" fill-opacity="0.95"/>` +
    `<ellipse cx="${CX - 44}" cy="528" rx="26" ry="12" fill="${hole}"/><ellipse cx="${CX + 44}" cy="528" rx="26" ry="12" fill="${hole}"/>` +
    `<path d="M${CX - 10},560 L${CX},600 L${CX + 10},560" fill="none" stroke="${hole}" stroke-width="4" stroke-linecap="round"/>` +
    `<ellipse cx="${CX}" cy="645" rx="30" ry="11" fill="${hole}"/>`;
  const sprig =
    markSvg('leaf', CX + 150, 690, 70, look.accent) + markSvg('leaf', CX - 150, 450, 56, look.accent);
  const ink = inkOn(look.body, look.accent, look.body);
  const print =
    labelPrint(CX, 345, 240, ink, look.accent, 'none', 0.8) +
    `<rect x="${CX - 70}" y="${y + h - 98}" width="140" height="26" rx="13" fill="${look.accent}"/>`;
  const svg =
    `<g transform="rotate(-4 ${CX} ${FLOOR})">` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${pouch}"/>` +
    crimp(y) +
    crimp(y + h - 34) +
    print +
    mask +
    sprig +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${sheen}"/>` +
    `<path d="M${x},${y + 56} l14,8 l-14,8 Z" fill="${lighten(look.body, 0.5)}"/>` +
    `</g>`;
  return { svg, footprint: [{ cx: CX - 20, rx: 200 }] };
}
