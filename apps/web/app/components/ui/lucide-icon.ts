/**
 * A lighter `createLucideIcon` for the production build (see `fastLucideIcons` in vite.config.ts,
 * which points lucide-react's own icon modules here). Lucide's icons are two forwardRef layers
 * that rebuild every attribute and one React element per path on each render: a product page's
 * 47 icons were ~175 of its ~460 elements and 6% of a server render. Here an icon's attributes and
 * inner SVG markup are worked out once per icon, and a render is one `<svg>` element whose paths
 * are set as markup. The output is lucide's: same attributes, same classes, same paths.
 * The lucide context (LucideProvider) is not read: the app does not use it.
 */
import { createElement, type ReactNode, type Ref } from 'react';

type IconNode = [tag: string, attrs: Record<string, string | number>][];

interface IconData {
  name?: string;
  size?: number;
  width?: number;
  height?: number;
  aliases?: unknown[];
  node: IconNode;
}

interface IconProps {
  color?: string;
  size?: string | number;
  width?: string | number;
  height?: string | number;
  strokeWidth?: string | number;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  className?: string;
  children?: ReactNode;
  ref?: Ref<SVGSVGElement>;
  [attribute: string]: unknown;
}

const DEFAULT_SIZE = 24;
const DEFAULT_STROKE_WIDTH = 2;

function escapeAttribute(value: string | number): string {
  return String(value).replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The icon's paths as markup, lucide's own `key` attributes left out (they are React keys). */
function innerMarkup(node: IconNode): string {
  return node
    .map(([tag, attrs]) => {
      const attributes = Object.entries(attrs)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      return `<${tag}${attributes}></${tag}>`;
    })
    .join('');
}

/** lucide's hasA11yProp: with an aria-*, role or title prop the icon is not hidden by default. */
function hasA11yProp(props: Record<string, unknown>): boolean {
  for (const prop in props) {
    if ((prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null) return true;
  }
  return false;
}

function toKebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export default function createLucideIcon(
  iconDataOrName: IconData | string,
  iconNode: IconNode = [],
  aliases: unknown[] = [],
) {
  const icon: IconData =
    typeof iconDataOrName === 'string'
      ? { name: toKebabCase(iconDataOrName), size: DEFAULT_SIZE, node: iconNode, aliases }
      : iconDataOrName;
  const viewBoxWidth = icon.size ?? icon.width ?? DEFAULT_SIZE;
  const viewBoxHeight = icon.size ?? icon.height ?? DEFAULT_SIZE;
  const viewBox = `0 0 ${viewBoxWidth} ${viewBoxHeight}`;
  const baseClass = [
    'lucide',
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...(icon.aliases ?? [])
      .filter((alias): alias is string => typeof alias === 'string' && alias.trim() !== '')
      .map((alias) => `lucide-${alias}`),
  ].join(' ');
  const markup = { __html: innerMarkup(icon.node) };

  function LucideIcon({
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth,
    nonScalingStroke,
    className,
    children,
    ...rest
  }: IconProps) {
    const iconWidth = width ?? size ?? DEFAULT_SIZE;
    const stroke = strokeWidth ?? DEFAULT_STROKE_WIDTH;
    const classes = className
      ? [...new Set(`${baseClass} ${className}`.split(/\s+/).filter(Boolean))].join(' ')
      : baseClass;
    const attributes: Record<string, unknown> = {
      xmlns: 'http://www.w3.org/2000/svg',
      width: iconWidth,
      height: height ?? size ?? DEFAULT_SIZE,
      viewBox,
      fill: 'none',
      stroke: color || 'currentColor',
      strokeWidth: absoluteStrokeWidth ? (Number(stroke) * viewBoxWidth) / Number(iconWidth) : stroke,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: classes,
      ...(children == null && !hasA11yProp(rest) ? { 'aria-hidden': 'true' } : null),
      ...rest,
    };
    if (children == null && !nonScalingStroke) {
      attributes.dangerouslySetInnerHTML = markup;
      return createElement('svg', attributes);
    }
    // The rare forms (extra children, non-scaling strokes) as lucide builds them: one element a path.
    return createElement(
      'svg',
      attributes,
      ...icon.node.map(([tag, attrs]) =>
        createElement(tag, nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...attrs } : attrs),
      ),
      children,
    );
  }
  if (icon.name)
    LucideIcon.displayName = icon.name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
  return LucideIcon;
}
