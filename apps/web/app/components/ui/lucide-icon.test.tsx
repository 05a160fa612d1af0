import { createElement, createRef, type ComponentType } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { createLucideIcon as lucideCreateIcon } from 'lucide-react';
import * as heartModule from 'lucide-react/icons/heart';
import * as shoppingBagModule from 'lucide-react/icons/shopping-bag';
import * as sparklesModule from 'lucide-react/icons/sparkles';
import * as starModule from 'lucide-react/icons/star';
import createLucideIcon from './lucide-icon';

type IconData = Exclude<Parameters<typeof createLucideIcon>[0], string>;
type AnyIcon = ComponentType<Record<string, unknown>> & ((props: Record<string, unknown>) => unknown);

/** Each lucide icon module exports its data beside the component (not in lucide's types). */
const dataOf = (module: object) => (module as { __iconData: IconData }).__iconData;
const heart = dataOf(heartModule);
const shoppingBag = dataOf(shoppingBagModule);
const icons: Record<string, IconData> = {
  heart,
  shoppingBag,
  sparkles: dataOf(sparklesModule),
  star: dataOf(starModule),
};

const propSets: Record<string, unknown>[] = [
  {},
  { className: 'size-5 text-blush-600' },
  { 'aria-hidden': 'true', className: 'size-4', strokeWidth: 1.75 },
  { 'aria-label': 'Saved', role: 'img' },
  { size: 32, color: 'red', absoluteStrokeWidth: true },
  { width: 18, height: 20, strokeWidth: '3', className: 'lucide extra  spaced' },
  { fill: 'currentColor', style: { opacity: 0.5 }, 'data-state': 'on' },
  { nonScalingStroke: true },
  { children: createElement('title', null, 'A heart') },
];

/** The same markup lucide-react's own icons render, for every icon and prop combination. */
describe('fast lucide icons', () => {
  for (const [name, data] of Object.entries(icons)) {
    const Fast = createLucideIcon(data) as unknown as AnyIcon;
    const Lucide = lucideCreateIcon(data as never) as unknown as AnyIcon;
    it(`renders ${name} exactly as lucide does`, () => {
      for (const props of propSets) {
        expect(renderToStaticMarkup(createElement(Fast, props))).toBe(
          renderToStaticMarkup(createElement(Lucide, props)),
        );
      }
    });
  }

  it('renders an icon as one element with its paths as markup', () => {
    const Fast = createLucideIcon(icons.sparkles!) as unknown as AnyIcon;
    const element = Fast({ className: 'size-4' }) as { props: Record<string, unknown> };
    expect(element.props.children).toBeUndefined();
    expect((element.props.dangerouslySetInnerHTML as { __html: string }).__html).toMatch(/^<path d="/);
  });

  it('hydrates the server markup in place and forwards a ref to the svg', () => {
    const Fast = createLucideIcon(icons.heart!) as unknown as AnyIcon;
    expect(Fast.displayName).toBe('Heart');
    const container = document.createElement('div');
    container.innerHTML = renderToString(createElement(Fast, { className: 'size-5' }));
    const serverSvg = container.firstChild;
    const ref = createRef<SVGSVGElement>();
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    flushSync(() => {
      root = hydrateRoot(container, createElement(Fast, { className: 'size-5', ref }), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(ref.current).toBe(serverSvg);
    expect(container.querySelectorAll('path').length).toBe(heart.node.length);
    root?.unmount();
  });

  it('builds an icon from a name and node, as createLucideIcon("Name", node) does', () => {
    const Fast = createLucideIcon('ShoppingBag', shoppingBag.node as never) as unknown as AnyIcon;
    const Lucide = lucideCreateIcon('ShoppingBag', shoppingBag.node) as unknown as AnyIcon;
    expect(renderToStaticMarkup(createElement(Fast, {}))).toBe(
      renderToStaticMarkup(createElement(Lucide, {})),
    );
  });
});
