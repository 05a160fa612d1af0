import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DEFERRED_TYPE } from './defer-scripts';
import { DeferModuleScripts, deferModuleScripts } from './defer-scripts.server';

// What React Router's <Scripts> renders, as React streams it (nonce on) or renders it whole.
const page = (nonce: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-A1.js"${nonce ? ` nonce="${nonce}"` : ''}/>` +
  `<link rel="modulepreload" href="/assets/ui-B2.js"${nonce ? ` nonce="${nonce}"` : ''}/>` +
  `<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/></head><body><main>Glow — 다 ✓</main>` +
  `<script${nonce ? ` nonce="${nonce}"` : ''}>window.__reactRouterContext = {"a":"<\\/b>"};</script>` +
  `<script${nonce ? ` nonce="${nonce}"` : ''} type="module" async="">import * as route0 from "/assets/root-C3.js";\n` +
  `import("/assets/entry.client-A1.js");</script></body></html>`;

describe('deferModuleScripts', () => {
  it('leaves out the modulepreload links and makes the module script inert, its text unchanged', () => {
    for (const nonce of ['', 'n0nce']) {
      const html = deferModuleScripts(page(nonce));
      expect(html).not.toContain('modulepreload');
      expect(html).not.toContain('type="module"');
      expect(html).toContain(
        `<script${nonce ? ` nonce="${nonce}"` : ''} type="${DEFERRED_TYPE}">import * as route0 from "/assets/root-C3.js";\nimport("/assets/entry.client-A1.js");</script>`,
      );
      expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"');
      expect(html).toContain('Glow — 다 ✓');
    }
  });
});

describe('DeferModuleScripts (a streamed page)', () => {
  async function streamed(chunks: Buffer[]): Promise<string> {
    const out: Buffer[] = [];
    for await (const part of Readable.from(chunks).pipe(new DeferModuleScripts()))
      out.push(Buffer.from(part));
    return Buffer.concat(out).toString('utf8');
  }

  it('gives the whole-page answer however the page is cut into chunks, tags and characters included', async () => {
    const bytes = Buffer.from(page('n0nce'));
    const whole = deferModuleScripts(page('n0nce'));
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await streamed([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole);
    }
    const small: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += 7) small.push(bytes.subarray(at, at + 7));
    expect(await streamed(small)).toBe(whole);
  });
});
