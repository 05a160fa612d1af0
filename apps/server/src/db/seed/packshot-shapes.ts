/**
 * Upright containers: bottles, droppers, pumps, sprays, jars, tubes and sticks. All stand on FLOOR,
 * centred on CX, at roughly the proportions of the real thing in a 1024 px frame.
 */
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
  readable,
  type Mark,
} from './packshot-kit';

export interface Look {
  body: string;
  accent: string;
  label: string;
  mark: Mark;
}

export interface Drawn {
  svg: string;
  /** Where the product touches the floor, for the contact shadows. */
  footprint: { cx: number; rx: number }[];
}

/** A body with rounded shoulders narrowing into a neck, curved base on the floor. */
function shoulderPath(w: number, shoulderY: number, neckW: number, neckY: number, round = 55): string {
  const x0 = CX - w / 2;
  const x1 = CX + w / 2;
  const n0 = CX - neckW / 2;
  const n1 = CX + neckW / 2;
  const ry = w * TILT;
  const yb = FLOOR - ry;
  const bend = Math.min(round, shoulderY - neckY - 5);
  return [
    `M${x0},${shoulderY} L${x0},${yb} A${w / 2},${ry} 0 0 0 ${x1},${yb} L${x1},${shoulderY}`,
    `C${x1},${shoulderY - bend} ${n1},${shoulderY - bend * 0.8} ${n1},${neckY + 8}`,
    `L${n1},${neckY} L${n0},${neckY} L${n0},${neckY + 8}`,
    `C${n0},${shoulderY - bend * 0.8} ${x0},${shoulderY - bend} ${x0},${shoulderY} Z`,
  ].join(' ');
}

/** A wrap-around paper label: flat colour plus the body's shading so it follows the curve. */
function wrapLabel(c: Canvas, look: Look, x: number, y: number, w: number, h: number, scale = 1): string {
  const shade = c.linear([
    [0, '#000000', 0.28],
    [0.2, '#000000', 0],
    [0.28, '#ffffff', 0.28],
    [0.42, '#ffffff', 0],
    [0.8, '#000000', 0.06],
    [1, '#000000', 0.32],
  ]);
  const ink = inkOn(look.label, look.accent, look.body);
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(14, w / 10)}" fill="${look.label}"/>` +
    labelPrint(CX, y + h / 2, w * 0.9, ink, readable(look.accent, look.label, ink), look.mark, scale) +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(14, w / 10)}" fill="${shade}"/>`
  );
}

export function bottle(c: Canvas, look: Look): Drawn {
  const w = 268;
  const body = `<path d="${shoulderPath(w, 440, 100, 350)}" fill="${c.cylinder(look.body)}"/>`;
  const cap = cyl(c, CX - 64, 214, 128, 142, look.accent, { top: true });
  const ridges = Array.from({ length: 15 }, (_, i) => {
    const x = CX - 56 + i * 8;
    return `<rect x="${x}" y="224" width="2" height="126" fill="#000000" fill-opacity="0.06"/>`;
  }).join('');
  const label = wrapLabel(c, look, CX - 112, 510, 224, 260);
  return {
    svg:
      body +
      label +
      gloss(c, CX - 100, 420, 28, 400, 0.6) +
      gloss(c, CX + 108, 460, 9, 340, 0.35) +
      cap +
      ridges +
      gloss(c, CX - 46, 228, 14, 118, 0.5),
    footprint: [{ cx: CX, rx: w / 2 }],
  };
}

export function dropper(c: Canvas, look: Look): Drawn {
  const w = 250;
  const glassTint = c.cylinder(look.body);
  const body = `<path d="${shoulderPath(w, 560, 96, 486, 60)}" fill="${glassTint}"/>`;
  // Serum seen through the glass: a darker core below the fill line.
  const liquid = `<path d="${cylPath(CX - 105, 590, 210, FLOOR - 590 - 26, 16)}" fill="${darken(look.body, 0.12)}" fill-opacity="0.35"/>`;
  const collar = cyl(c, CX - 62, 418, 124, 82, lighten(look.accent, 0.25), { metal: true });
  const rings = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<rect x="${CX - 62}" y="${428 + i * 12}" width="124" height="2" fill="#000000" fill-opacity="0.1"/>`,
    )
    .join('');
  const bulbColor = darken(look.accent, 0.2);
  const bulb = `<path d="M${CX - 44},424 L${CX - 44},336 C${CX - 44},262 ${CX + 44},262 ${CX + 44},336 L${CX + 44},424 Z" fill="${c.cylinder(bulbColor)}"/>`;
  const label = wrapLabel(c, look, CX - 104, 640, 208, 160, 0.8);
  return {
    svg:
      body +
      liquid +
      label +
      gloss(c, CX - 92, 560, 24, 250, 0.6) +
      gloss(c, CX + 100, 590, 8, 200, 0.35) +
      collar +
      rings +
      bulb +
      gloss(c, CX - 30, 290, 12, 120, 0.45),
    footprint: [{ cx: CX, rx: w / 2 }],
  };
}

export function pump(c: Canvas, look: Look): Drawn {
  const w = 270;
  const body = `<path d="${shoulderPath(w, 450, 124, 392, 40)}" fill="${c.cylinder(look.body)}"/>`;
  const collar = cyl(c, CX - 64, 338, 128, 62, look.accent);
  const stem = cyl(c, CX - 15, 290, 30, 52, lighten(look.accent, 0.3), { metal: true });
  const head = `<rect x="${CX - 58}" y="244" width="116" height="52" rx="12" fill="${c.cylinder(look.accent)}"/>`;
  const nozzleFill = c.linear(
    [
      [0, lighten(look.accent, 0.3)],
      [0.5, look.accent],
      [1, darken(look.accent, 0.25)],
    ],
    0,
    0,
    0,
    1,
  );
  const nozzle = `<rect x="${CX + 40}" y="252" width="104" height="22" rx="9" fill="${nozzleFill}"/><ellipse cx="${CX + 142}" cy="263" rx="4" ry="9" fill="${darken(look.accent, 0.45)}"/>`;
  const label = wrapLabel(c, look, CX - 112, 520, 224, 250);
  return {
    svg:
      body +
      label +
      gloss(c, CX - 100, 440, 28, 380, 0.5) +
      gloss(c, CX + 112, 470, 9, 330, 0.35) +
      stem +
      nozzle +
      head +
      collar,
    footprint: [{ cx: CX, rx: w / 2 }],
  };
}

export function spray(c: Canvas, look: Look): Drawn {
  const w = 232;
  const body = `<path d="${shoulderPath(w, 452, 96, 398, 48)}" fill="${c.cylinder(look.body)}"/>`;
  const collar = cyl(c, CX - 54, 350, 108, 58, look.accent, { metal: true });
  const head = cyl(c, CX - 33, 292, 66, 64, lighten(look.accent, 0.2), { top: true });
  const hole = `<circle cx="${CX - 4}" cy="318" r="6" fill="${darken(look.accent, 0.5)}"/>`;
  // The clear overcap: barely-there fill, bright edges, a sharp highlight.
  const capFill = c.linear([
    [0, '#ffffff', 0.35],
    [0.3, '#ffffff', 0.12],
    [0.7, '#ffffff', 0.08],
    [1, '#ffffff', 0.3],
  ]);
  const overcap =
    `<path d="${cylPath(CX - 72, 222, 144, 188, 12)}" fill="${capFill}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2.5"/>` +
    `<ellipse cx="${CX}" cy="222" rx="72" ry="12" fill="#ffffff" fill-opacity="0.25" stroke="#ffffff" stroke-opacity="0.8" stroke-width="2"/>`;
  const label = wrapLabel(c, look, CX - 96, 500, 192, 270, 0.9);
  return {
    svg:
      body +
      label +
      gloss(c, CX - 86, 440, 24, 390, 0.55) +
      gloss(c, CX + 88, 470, 8, 330, 0.35) +
      collar +
      head +
      hole +
      overcap +
      gloss(c, CX - 60, 236, 10, 160, 0.7),
    footprint: [{ cx: CX, rx: w / 2 }],
  };
}

export function jar(c: Canvas, look: Look): Drawn {
  const w = 460;
  const ry = w * TILT;
  const body = `<path d="${cylPath(CX - w / 2 + 10, 640, w - 20, FLOOR - 640 - ry + 4, ry)}" fill="${c.cylinder(look.body)}"/>`;
  const lid = cyl(c, CX - w / 2, 530, w, 118, look.accent, { top: true });
  const lidRing = `<ellipse cx="${CX}" cy="530" rx="${w / 2 - 34}" ry="${ry - 8}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>`;
  const ink = inkOn(look.label, look.accent, look.body);
  const print =
    `<rect x="${CX - 150}" y="676" width="300" height="128" rx="12" fill="${look.label}" fill-opacity="0.9"/>` +
    labelPrint(CX, 740, 250, ink, readable(look.accent, look.label, ink), look.mark, 0.75);
  return {
    svg:
      body +
      print +
      gloss(c, CX - 190, 650, 26, 150, 0.5) +
      lid +
      lidRing +
      gloss(c, CX - 180, 540, 20, 100, 0.45),
    footprint: [{ cx: CX, rx: w / 2 - 10 }],
  };
}

export function tube(c: Canvas, look: Look): Drawn {
  const cap = cyl(c, CX - 92, 742, 184, FLOOR - 742 - 184 * TILT + 2, look.accent, { top: false });
  const shape = `M${CX - 96},760 C${CX - 118},600 ${CX - 158},430 ${CX - 158},300 L${CX + 158},300 C${CX + 158},430 ${CX + 118},600 ${CX + 96},760 Z`;
  const tubeBody = `<path d="${shape}" fill="${c.cylinder(look.body)}"/>`;
  const crimpFill = c.linear(
    [
      [0, lighten(look.body, 0.25)],
      [1, darken(look.body, 0.08)],
    ],
    0,
    0,
    0,
    1,
  );
  const ridges = Array.from(
    { length: 38 },
    (_, i) =>
      `<rect x="${CX - 152 + i * 8}" y="266" width="2" height="36" fill="#000000" fill-opacity="0.07"/>`,
  ).join('');
  const crimp = `<rect x="${CX - 160}" y="262" width="320" height="44" rx="5" fill="${crimpFill}"/>` + ridges;
  // The colour band is printed on the tube, so it must stop where the tube's sides do.
  const clip = c.id('tube');
  c.def(`<clipPath id="${clip}"><path d="${shape}"/></clipPath>`);
  const band = `<path clip-path="url(#${clip})" d="M${CX - 160},600 C${CX - 60},585 ${CX + 60},585 ${CX + 160},600 L${CX + 160},640 C${CX + 60},626 ${CX - 60},626 ${CX - 160},640 Z" fill="${look.accent}" fill-opacity="0.85"/>`;
  const ink = inkOn(look.body, look.accent, look.body);
  return {
    svg:
      tubeBody +
      band +
      labelPrint(CX, 455, 220, ink, readable(look.accent, look.body, ink), look.mark, 0.95) +
      gloss(c, CX - 118, 320, 26, 380, 0.55) +
      crimp +
      cap,
    footprint: [{ cx: CX, rx: 92 }],
  };
}

export function stick(c: Canvas, look: Look): Drawn {
  const w = 176;
  const ry = w * TILT;
  const base = `<path d="${cylPath(CX - w / 2, 560, w, FLOOR - 560 - ry, ry)}" fill="${c.cylinder(look.body)}"/>`;
  const cap = cyl(c, CX - w / 2, 370, w, 192, look.accent, { top: true });
  const seam = `<path d="M${CX - w / 2},562 A${w / 2},${ry} 0 0 0 ${CX + w / 2},562" fill="none" stroke="${darken(look.accent, 0.35)}" stroke-opacity="0.5" stroke-width="3"/>`;
  const foot = `<path d="${cylPath(CX - w / 2, 800, w, FLOOR - 800 - ry, ry)}" fill="${c.cylinder(darken(look.body, 0.1))}"/>`;
  const ink = inkOn(look.body, look.accent, look.body);
  return {
    svg:
      base +
      foot +
      labelPrint(CX, 690, 140, ink, readable(look.accent, look.body, ink), look.mark, 0.72) +
      gloss(c, CX - 64, 575, 20, 220, 0.5) +
      cap +
      seam +
      gloss(c, CX - 64, 385, 18, 160, 0.5),
    footprint: [{ cx: CX, rx: w / 2 }],
  };
}
