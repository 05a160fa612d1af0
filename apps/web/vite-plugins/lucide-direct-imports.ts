import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** lucide-react's export names (aliases included) → the icon file each one re-exports. */
export function lucideIconFiles(barrelSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const match of barrelSource.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g)) {
    for (const specifier of match[1]!.split(',')) {
      const name = /default as (\w+)/.exec(specifier)?.[1];
      if (name) files.set(name, match[2]!);
    }
  }
  return files;
}

const importFromBarrel = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/**
 * `import { A, B as C } from 'lucide-react'` → one default import per icon file
 * (`lucide-react/icons/a`); names that are not icons stay on the package import.
 */
export function rewriteLucideImports(code: string, files: Map<string, string>): string | null {
  let changed = false;
  const out = code.replace(importFromBarrel, (statement, list: string) => {
    const direct: string[] = [];
    const rest: string[] = [];
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
      const file = files.get(imported);
      if (file) direct.push(`import ${local} from "lucide-react/icons/${file}";`);
      else rest.push(specifier);
    }
    if (!direct.length) return statement;
    changed = true;
    return [...direct, ...(rest.length ? [`import { ${rest.join(', ')} } from "lucide-react";`] : [])].join(
      '',
    );
  });
  return changed ? out : null;
}

/**
 * In the browser build every `lucide-react` named import goes straight to its icon's module. Through
 * the package's index every icon module's only importer is that index, which every page reaches, so
 * the chunking below could not tell an icon of the admin or of a lazily loaded panel from one the
 * store's header shows. Runs after TypeScript is stripped, so type imports are gone by then.
 */
export function lucideDirectImports(appDir: string): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: 'seoul-glow:lucide-direct-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      if (!id.startsWith(appDir) || !code.includes('lucide-react')) return null;
      if (!files) {
        const require = createRequire(path.join(appDir, 'package.json'));
        const barrel = path.join(
          path.dirname(require.resolve('lucide-react/package.json')),
          'dist/esm/lucide-react.mjs',
        );
        files = lucideIconFiles(readFileSync(barrel, 'utf8'));
      }
      const out = rewriteLucideImports(code, files);
      return out === null ? null : { code: out, map: null };
    },
  };
}
