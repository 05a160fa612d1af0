/**
 * Drawing helpers for the generated packshots: colour mixing, gradient definitions and the fake
 * label "print". Deliberately no <text>: a fresh server may have no fonts installed at all.
 */

export type Mark = 'leaf' | 'circle' | 'drop' | 'flower' | 'none';

export const CX = 512;
export const FLOOR = 850;
/** How much of a cylinder's top we see: the camera sits slightly above the product. */
export const TILT = 0.08;

function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  if (full.length !== 6 || Number.isNaN(n)) throw new Error(`Not a hex colour: ${hex}`);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  const c = x.map((v, i) => Math.round(v + (y[i]! - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
function luminance(hex: string): number {
  const [r, g, b] = parse(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** `fg` if it stands out against `bg`, else `fallback`: a cream accent vanishes on a cream label. */
export function readable(fg: string, bg: string, fallback: string): string {
  return Math.abs(luminance(fg) - luminance(bg)) > 0.22 ? fg : fallback;
}

/** Print colour for text bars on `surface`: a deep shade of the brand colour, or cream on dark packs. */
export function inkOn(surface: string, accent: string, body: string): string {
  const deep = darken(mix(accent, body, 0.3), 0.4);
  return readable(deep, surface, mix(surface, '#ffffff', 0.8));
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#1a1412', t);

type Stop = [offset: number, color: string, opacity?: number];

/** Collects <defs> with unique ids so one scene can hold many gradients. */
export class Canvas {
  private defs: string[] = [];
  private n = 0;

  id(prefix: string): string {
    this.n += 1;
    return `${prefix}${this.n}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  defsSvg(): string {
    return `<defs>${this.defs.join('')}</defs>`;
  }

  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0): string {
    const id = this.id('lg');
    const s = stops
      .map(
        ([o, c, op]) =>
          `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
      )
      .join('');
    this.def(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id('rg');
    const s = stops
      .map(
        ([o, c, op]) =>
          `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
      )
      .join('');
    this.def(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${s}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A round body lit from the front-left by a big softbox: bright band left of centre, dark rims. */
  cylinder(c: string): string {
    return this.linear([
      [0, darken(c, 0.32)],
      [0.07, darken(c, 0.12)],
      [0.24, lighten(c, 0.32)],
      [0.36, lighten(c, 0.12)],
      [0.62, c],
      [0.86, darken(c, 0.14)],
      [0.95, darken(c, 0.3)],
      [1, darken(c, 0.18)],
    ]);
  }

  /** Polished metal: harder, banded reflections than a painted surface. */
  metal(c: string): string {
    return this.linear([
      [0, darken(c, 0.45)],
      [0.12, lighten(c, 0.2)],
      [0.2, lighten(c, 0.75)],
      [0.3, c],
      [0.52, darken(c, 0.25)],
      [0.7, lighten(c, 0.35)],
      [0.86, darken(c, 0.2)],
      [1, darken(c, 0.5)],
    ]);
  }

  /** A blurred-looking spot: an ellipse filled with this fades to nothing at its rim. */
  softSpot(color: string, opacity: number): string {
    return this.radial([
      [0, color, opacity],
      [0.45, color, opacity * 0.7],
      [1, color, 0],
    ]);
  }
}

/** Path of an upright cylinder whose bottom (and top rim) curve like an ellipse seen from above. */
export function cylPath(x: number, y: number, w: number, h: number, ry = w * TILT): string {
  const r = w / 2;
  return `M${x},${y} L${x},${y + h} A${r},${ry} 0 0 0 ${x + w},${y + h} L${x + w},${y} A${r},${ry} 0 0 1 ${x},${y} Z`;
}

/** A cylinder with optional top face, e.g. caps and jars. */
export function cyl(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  opts: { top?: boolean; metal?: boolean; ry?: number } = {},
): string {
  const ry = opts.ry ?? w * TILT;
  const fill = opts.metal ? c.metal(color) : c.cylinder(color);
  let s = `<path d="${cylPath(x, y, w, h, ry)}" fill="${fill}"/>`;
  if (opts.top) {
    const face = c.linear(
      [
        [0, lighten(color, 0.35)],
        [1, darken(color, 0.04)],
      ],
      0,
      0,
      1,
      1,
    );
    s += `<ellipse cx="${x + w / 2}" cy="${y}" rx="${w / 2}" ry="${ry}" fill="${face}"/>`;
  }
  return s;
}

/**
 * Reflection of the studio softbox on a glossy body: a soft halo around a crisp core. Soft edges
 * come from radial gradients rather than blur filters, which cost librsvg a full-frame pass each.
 */
export function gloss(c: Canvas, x: number, y: number, w: number, h: number, strength = 0.6): string {
  const halo = c.radial([
    [0, '#ffffff', strength * 0.8],
    [0.55, '#ffffff', strength * 0.45],
    [1, '#ffffff', 0],
  ]);
  const fade = c.linear(
    [
      [0, '#ffffff', 0],
      [0.15, '#ffffff', strength],
      [0.75, '#ffffff', strength * 0.7],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    0,
    1,
  );
  const core = Math.max(2, w * 0.3);
  return (
    `<rect x="${x - w * 0.3}" y="${y - h * 0.04}" width="${w * 1.6}" height="${h * 1.08}" fill="${halo}"/>` +
    `<rect x="${x + (w - core) / 2}" y="${y + h * 0.06}" width="${core}" height="${h * 0.82}" rx="${core / 2}" fill="${fade}"/>`
  );
}

function leaf(x: number, y: number, s: number, color: string, angle = -30): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${s})"><path d="M0,0 C10,-18 34,-20 46,0 C34,20 10,18 0,0 Z" fill="${color}"/><path d="M2,0 L40,0" stroke="#ffffff" stroke-opacity="0.55" stroke-width="1.6" fill="none"/></g>`;
}

export function markSvg(mark: Mark, x: number, y: number, size: number, color: string): string {
  const s = size / 40;
  switch (mark) {
    case 'leaf':
      return (
        leaf(x - 18 * s, y + 4 * s, s * 0.8, color, -35) +
        leaf(x - 2 * s, y + 4 * s, s * 0.65, color, -150 + 180 - 20)
      );
    case 'circle':
      return `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="none" stroke="${color}" stroke-width="${Math.max(2, size / 12)}"/><circle cx="${x}" cy="${y}" r="${size / 5}" fill="${color}"/>`;
    case 'drop':
      return `<path transform="translate(${x} ${y - size / 2}) scale(${s})" d="M0,0 C8,12 16,22 16,30 A16,16 0 0 1 -16,30 C-16,22 -8,12 0,0 Z" fill="${color}"/>`;
    case 'flower': {
      const petals = [0, 72, 144, 216, 288]
        .map(
          (a) =>
            `<ellipse cx="0" cy="${-9 * s}" rx="${5.5 * s}" ry="${9 * s}" fill="${color}" transform="rotate(${a})"/>`,
        )
        .join('');
      return `<g transform="translate(${x} ${y})">${petals}<circle r="${4 * s}" fill="#ffffff" fill-opacity="0.8"/></g>`;
    }
    case 'none':
      return '';
  }
}

function bar(x: number, y: number, w: number, h: number, color: string, opacity = 1): string {
  return `<rect x="${x - w / 2}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${color}" fill-opacity="${opacity}"/>`;
}

/**
 * The label "print", centred on `middle`: a logo mark, a bold brand line, the product name in two
 * lighter lines, a hairline and the fine print. Proportional, so it reads on a cap or a pouch.
 */
export function labelPrint(
  cx: number,
  middle: number,
  width: number,
  ink: string,
  accent: string,
  mark: Mark,
  scale = 1,
): string {
  const u = scale;
  let y = middle - ((mark === 'none' ? 91 : 135) * u) / 2;
  let s = '';
  if (mark !== 'none') {
    s += markSvg(mark, cx, y + 16 * u, 34 * u, accent);
    y += 44 * u;
  }
  s += bar(cx, y, width * 0.62, 13 * u, ink, 0.9);
  y += 26 * u;
  s += bar(cx, y, width * 0.8, 7 * u, ink, 0.55);
  y += 15 * u;
  s += bar(cx, y, width * 0.56, 7 * u, ink, 0.55);
  y += 22 * u;
  s += `<rect x="${cx - width * 0.35}" y="${y}" width="${width * 0.7}" height="${Math.max(1, 1.5 * u)}" fill="${accent}" fill-opacity="0.8"/>`;
  y += 14 * u;
  s += bar(cx, y, width * 0.46, 4 * u, ink, 0.4);
  y += 10 * u;
  s += bar(cx, y, width * 0.34, 4 * u, ink, 0.4);
  return s;
}
