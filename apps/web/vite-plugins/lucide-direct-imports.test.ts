import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lucideIconFiles, rewriteLucideImports } from './lucide-direct-imports';

const require = createRequire(import.meta.url);
const barrel = readFileSync(
  path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist/esm/lucide-react.mjs'),
  'utf8',
);
const files = lucideIconFiles(barrel);

describe('lucide direct imports', () => {
  it('knows every icon name and alias of the installed lucide-react', () => {
    expect(files.get('Heart')).toBe('heart');
    // Aliases lead to the one file that draws them.
    expect(files.get('CircleAlert')).toBe(files.get('AlertCircle'));
    expect(files.get('XCircle')).toBe(files.get('CircleX'));
    expect(files.get('createLucideIcon')).toBeUndefined();
    expect(files.size).toBeGreaterThan(1000);
  });

  it('imports each icon from its own module, keeping local names and what is not an icon', () => {
    const code =
      'import { Heart, CircleAlert as Warn, createLucideIcon } from "lucide-react";\nuse(Heart, Warn);';
    const out = rewriteLucideImports(code, files)!;
    expect(out).toContain('import Heart from "lucide-react/icons/heart";');
    expect(out).toContain(`import Warn from "lucide-react/icons/${files.get('CircleAlert')}";`);
    expect(out).toContain('import { createLucideIcon } from "lucide-react";');
    expect(out).toContain('use(Heart, Warn);');
    expect(out).not.toMatch(/import \{[^}]*Heart/);
  });

  it('leaves modules without lucide imports alone', () => {
    expect(rewriteLucideImports('import { useState } from "react";', files)).toBeNull();
    expect(rewriteLucideImports('import { createLucideIcon } from "lucide-react";', files)).toBeNull();
  });

  it('resolves every rewritten import to an icon module that exists', () => {
    for (const file of new Set(files.values())) {
      expect(() => require.resolve(`lucide-react/icons/${file}`)).not.toThrow();
    }
  });
});
