/** Colour cosmetics: cushion compact, lipstick and eye palette. */
import {
  CX,
  FLOOR,
  TILT,
  Canvas,
  cyl,
  cylPath,
  darken,
  gloss,
  inkOn,
  labelPrint,
  lighten,
  markSvg,
  mix,
} from './packshot-kit';
import type { Drawn, Look } from './packshot-shapes';

export const GOLD = '#d6b36a';

export function mirror(c: Canvas): string {
  return c.linear(
    [
      [0, '#f7f9fb'],
      [0.35, '#cfd6de'],
      [0.5, '#f2f5f8'],
      [0.58, '#c3cbd4'],
      [1, '#e9edf1'],
    ],
    0,
    0,
    1,
    1,
  );
}

export function compact(c: Canvas, look: Look): Drawn {
  const rx = 226;
  const ry = 86;
  const topY = 680;
  // The open lid stands behind the base, its mirror catching the studio light.
  const clip = c.id('clip');
  c.def(`<clipPath id="${clip}"><ellipse cx="${CX}" cy="430" rx="192" ry="168"/></clipPath>`);
  const lid =
    `<ellipse cx="${CX}" cy="430" rx="${rx}" ry="198" fill="${c.linear(
      [
        [0, lighten(look.body, 0.2)],
        [1, darken(look.body, 0.2)],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<ellipse cx="${CX}" cy="430" rx="192" ry="168" fill="${mirror(c)}"/>` +
    `<g clip-path="url(#${clip})"><path d="M${CX - 120},240 L${CX - 40},240 L${CX - 200},640 L${CX - 280},640 Z" fill="#ffffff" fill-opacity="0.55"/>` +
    `<path d="M${CX - 10},240 L${CX + 20},240 L${CX - 140},640 L${CX - 170},640 Z" fill="#ffffff" fill-opacity="0.4"/></g>`;
  const side = `<path d="${cylPath(CX - rx, topY, rx * 2, 76, ry)}" fill="${c.cylinder(look.body)}"/>`;
  const rim = `<ellipse cx="${CX}" cy="${topY}" rx="${rx}" ry="${ry}" fill="${lighten(look.body, 0.3)}"/>`;
  const well = `<ellipse cx="${CX}" cy="${topY + 2}" rx="${rx - 24}" ry="${ry - 12}" fill="${darken(look.body, 0.18)}"/>`;
  const sponge = c.radial(
    [
      [0, '#f3d7bf'],
      [0.7, mix('#e2b996', look.accent, 0.1)],
      [1, '#c99a78'],
    ],
    0.45,
    0.4,
    0.6,
  );
  const cushion = `<ellipse cx="${CX}" cy="${topY + 6}" rx="${rx - 38}" ry="${ry - 22}" fill="${sponge}"/>`;
  const hinge = `<rect x="${CX - 40}" y="${topY - ry - 14}" width="80" height="22" rx="8" fill="${c.metal(look.accent)}"/>`;
  const puffFill = c.radial(
    [
      [0, '#ffffff'],
      [0.75, '#f1ece8'],
      [1, '#d9d0ca'],
    ],
    0.4,
    0.35,
    0.65,
  );
  const puff =
    `<ellipse cx="${CX + 240}" cy="808" rx="124" ry="44" fill="${puffFill}"/>` +
    `<path d="M${CX + 170},796 C${CX + 200},770 ${CX + 280},770 ${CX + 310},796" fill="none" stroke="${look.accent}" stroke-width="14" stroke-linecap="round"/>` +
    markSvg(look.mark === 'none' ? 'circle' : look.mark, CX + 240, 822, 22, darken(look.accent, 0.1));
  return {
    svg: lid + side + gloss(c, CX - 190, topY + 10, 18, 70, 0.45) + rim + well + cushion + hinge + puff,
    footprint: [
      { cx: CX, rx },
      { cx: CX + 240, rx: 120 },
    ],
  };
}

export function lipstick(c: Canvas, look: Look): Drawn {
  const lx = CX - 92;
  const base = cyl(c, lx - 62, 640, 124, FLOOR - 640 - 124 * TILT, look.body);
  const ring = cyl(c, lx - 64, 614, 128, 30, GOLD, { metal: true });
  const sleeve = cyl(c, lx - 52, 530, 104, 88, GOLD, { metal: true });
  const bullet = `<path d="M${lx - 42},540 L${lx - 42},446 C${lx - 42},430 ${lx - 34},424 ${lx - 24},418 L${lx + 42},372 L${lx + 42},540 Z" fill="${c.cylinder(look.accent)}"/>`;
  const face = `<ellipse cx="${lx + 6}" cy="${403}" rx="54" ry="13" transform="rotate(-36 ${lx + 6} 403)" fill="${lighten(look.accent, 0.18)}"/>`;
  const cx2 = CX + 118;
  const cap = cyl(c, cx2 - 64, 560, 128, FLOOR - 560 - 128 * TILT, look.body, { top: true });
  const capRing = `<path d="M${cx2 - 64},${FLOOR - 44} A64,10 0 0 0 ${cx2 + 64},${FLOOR - 44}" fill="none" stroke="${GOLD}" stroke-width="6"/>`;
  const ink = inkOn(look.body, GOLD, look.body);
  return {
    svg:
      cap +
      capRing +
      labelPrint(cx2, 680, 90, ink, GOLD, look.mark, 0.6) +
      gloss(c, cx2 - 46, 575, 14, 240, 0.45) +
      base +
      gloss(c, lx - 44, 650, 14, 170, 0.45) +
      ring +
      sleeve +
      bullet +
      face +
      gloss(c, lx - 30, 430, 9, 100, 0.5),
    footprint: [
      { cx: lx, rx: 62 },
      { cx: cx2, rx: 64 },
    ],
  };
}

const PAN_TONES = [
  '#f4dccb',
  '#e7b9a0',
  '#c98d6e',
  '#9c6149',
  '#f2c6c2',
  '#d99393',
  '#b86a78',
  '#7b4450',
  '#efd5a4',
  '#c9a063',
  '#8f6a4c',
  '#4d3731',
];

export function palette(c: Canvas, look: Look): Drawn {
  const front = 790;
  const back = 610;
  const halfFront = 300;
  const halfBack = 258;
  const lid =
    `<path d="M${CX - halfBack},${back} L${CX - 272},250 L${CX + 272},250 L${CX + halfBack},${back} Z" fill="${c.linear(
      [
        [0, lighten(look.body, 0.1)],
        [1, darken(look.body, 0.22)],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<path d="M${CX - halfBack + 26},${back - 22} L${CX - 248},274 L${CX + 248},274 L${CX + halfBack - 26},${back - 22} Z" fill="${mirror(c)}"/>` +
    `<path d="M${CX - 150},274 L${CX - 90},274 L${CX - 170},${back - 22} L${CX - 230},${back - 22} Z" fill="#ffffff" fill-opacity="0.45"/>`;
  const sideFill = c.linear(
    [
      [0, darken(look.body, 0.1)],
      [1, darken(look.body, 0.3)],
    ],
    0,
    0,
    0,
    1,
  );
  const side = `<path d="M${CX - halfFront},${front} L${CX + halfFront},${front} L${CX + halfFront - 4},${front + 36} L${CX - halfFront + 4},${front + 36} Z" fill="${sideFill}"/>`;
  const topFill = c.linear(
    [
      [0, darken(look.body, 0.08)],
      [1, lighten(look.body, 0.18)],
    ],
    0,
    0,
    0,
    1,
  );
  const top = `<path d="M${CX - halfBack},${back} L${CX + halfBack},${back} L${CX + halfFront},${front} L${CX - halfFront},${front} Z" fill="${topFill}"/>`;
  let pans = '';
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4; col++) {
      const v = (row + 0.5) / 3;
      const y = back + 22 + v * (front - back - 44);
      const half = halfBack + (halfFront - halfBack) * v - 40;
      const x = CX - half + ((col + 0.5) / 4) * half * 2;
      const s = 0.9 + 0.14 * v;
      const tone = mix(PAN_TONES[row * 4 + col]!, look.accent, 0.3);
      const w = 92 * s;
      const h = 40 * s;
      const shimmer = (row + col) % 3 === 0;
      pans += `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="${6 * s}" fill="${darken(tone, 0.25)}"/>`;
      pans += `<rect x="${x - w / 2 + 3}" y="${y - h / 2 + 2}" width="${w - 6}" height="${h - 5}" rx="${5 * s}" fill="${c.linear(
        [
          [0, darken(tone, 0.06)],
          [1, lighten(tone, 0.12)],
        ],
        0,
        0,
        0,
        1,
      )}"/>`;
      if (shimmer)
        pans += `<ellipse cx="${x - w / 6}" cy="${y - h / 8}" rx="${w / 4}" ry="${h / 5}" fill="#ffffff" fill-opacity="0.35"/>`;
    }
  }
  const hinge = `<rect x="${CX - halfBack}" y="${back - 6}" width="${halfBack * 2}" height="10" rx="5" fill="${darken(look.body, 0.3)}"/>`;
  return { svg: lid + side + top + pans + hinge, footprint: [{ cx: CX, rx: halfFront }] };
}
