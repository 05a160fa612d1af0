// The import rules of docs/architecture.md#layers, checked on the real import graph:
// - no cycle between server module folders (apps/server/src/modules/<name>);
// - no cycle between web feature folders (apps/web/app/features/<name>, and every
//   features/admin/<name> counts as a feature of its own);
// - no web feature imports another feature: what two features share lives in lib/ or components/;
// - the server's lib/ imports none of the app's layers above it (plugins, modules, routes, pages).
// dependency-cruiser parses and resolves the imports (type-only and dynamic ones included, the web
// app's `~/` alias through its tsconfig); this file only folds files into folders and looks at the
// folder graph. Usage: node scripts/check-architecture.mjs [repo root]; exit 1 lists every offence.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

/** The two apps whose folders are checked; paths relative to the repository root. */
export const APPS = [
  {
    name: 'server',
    dir: 'apps/server',
    scan: 'src',
    unitOf: (file) => folderUnit(file, 'src/modules/'),
    forbidCrossImports: false,
    what: 'module folders',
    // Tests of lib/ may load the app to exercise it; lib's own code may not know the app.
    below: {
      folder: 'src/lib/',
      above: ['src/plugins/', 'src/modules/', 'src/routes/', 'src/page-cache/', 'src/app.ts', 'src/main.ts'],
    },
  },
  {
    name: 'web',
    dir: 'apps/web',
    scan: 'app',
    unitOf: (file) => folderUnit(file, 'app/features/', ['admin']),
    forbidCrossImports: true,
    what: 'feature folders',
  },
];

/**
 * The folder a file belongs to, e.g. 'src/modules/orders/orders.service.ts' → 'orders';
 * a folder in `nested` (features/admin) holds units one level down ('admin/orders').
 */
export function folderUnit(file, prefix, nested = []) {
  if (!file.startsWith(prefix)) return null;
  const parts = file.slice(prefix.length).split('/');
  if (parts.length < 2) return null;
  if (nested.includes(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

// Resolution follows the package's "source" export (packages/shared is imported as TypeScript).
const RESOLVE = {
  conditionNames: ['source', 'import', 'types', 'default'],
  exportsFields: ['exports'],
  extensions: ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'],
};

// React Router's typegen writes './+types/<route>' outside the source tree; nothing else may stay
// unresolved, or an alias that stopped resolving would silently hide every import behind it.
const GENERATED = /(^|\/)\+types\//;

/** File-level imports of one app: [{from, to, unresolved}], paths relative to the app folder. */
export async function importsOf(root, app) {
  const appDir = path.resolve(root, app.dir);
  const tsconfig = path.join(appDir, 'tsconfig.json');
  const previous = process.cwd();
  // The tsconfig-paths resolver takes its base directory from the working directory.
  process.chdir(appDir);
  try {
    const result = await cruise(
      [app.scan],
      {
        tsConfig: { fileName: tsconfig },
        tsPreCompilationDeps: true,
        // Only the app's own files; unresolved imports are kept, so that they can be reported.
        exclude: { path: '(^|/)node_modules/|^\\.\\./' },
        enhancedResolveOptions: RESOLVE,
      },
      {},
      { tsConfig: extractTSConfig(tsconfig) },
    );
    const output = /** @type {import('dependency-cruiser').ICruiseResult} */ (result.output);
    return output.modules.flatMap((mod) =>
      mod.dependencies.map((dep) => ({
        from: mod.source,
        to: dep.resolved,
        unresolved: dep.couldNotResolve && isLocal(dep.module) && !GENERATED.test(dep.module),
      })),
    );
  } finally {
    process.chdir(previous);
  }
}

function isLocal(specifier) {
  return specifier.startsWith('.') || specifier.startsWith('~/');
}

/** Folder graph: Map<fromUnit, Map<toUnit, [{from, to}]>> of imports between different units. */
export function folderGraph(imports, unitOf) {
  const graph = new Map();
  for (const edge of imports) {
    const a = unitOf(edge.from);
    const b = unitOf(edge.to);
    if (a === null || b === null || a === b) continue;
    if (!graph.has(a)) graph.set(a, new Map());
    const targets = graph.get(a);
    if (!targets.has(b)) targets.set(b, []);
    targets.get(b).push(edge);
  }
  return graph;
}

/** Strongly connected components with more than one folder (Tarjan), each sorted by name. */
export function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), index.get(w)));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

/** One concrete loop through a component, e.g. ['a', 'b', 'c', 'a'] (shortest from its first folder). */
export function loopThrough(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift();
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const loop = [start];
        for (let u = v; u !== null; u = cameFrom.get(u)) loop.unshift(u);
        return loop;
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return component;
}

/** Every rule of one app: a list of problems, each a heading and the imports that cause it. */
export function problemsOf(app, imports) {
  const problems = [];
  const shown = (file) => `${app.dir}/${file}`;
  const lines = (edges) =>
    edges.map((e) => `${shown(e.from)} → ${e.unresolved ? `'${e.to}'` : shown(e.to)}`).sort();
  const unresolved = imports.filter((e) => e.unresolved);
  if (unresolved.length > 0) {
    problems.push({ heading: `${app.name}: imports that do not resolve`, lines: lines(unresolved) });
  }
  const graph = folderGraph(imports, app.unitOf);
  for (const component of cycles(graph)) {
    const edges = component.flatMap((a) => component.flatMap((b) => graph.get(a)?.get(b) ?? []));
    problems.push({
      heading:
        `${app.name}: cycle between ${app.what} ${component.join(', ')}` +
        ` (one loop: ${loopThrough(graph, component).join(' → ')})`,
      lines: lines(edges),
    });
  }
  if (app.forbidCrossImports) {
    const edges = [...graph.values()].flatMap((targets) => [...targets.values()].flat());
    if (edges.length > 0) {
      problems.push({ heading: `${app.name}: a feature imports another feature`, lines: lines(edges) });
    }
  }
  if (app.below) {
    const { folder, above } = app.below;
    const edges = imports.filter(
      (e) =>
        e.from.startsWith(folder) &&
        !/\.test\.[cm]?[jt]sx?$/.test(e.from) &&
        above.some((layer) => e.to?.startsWith(layer)),
    );
    if (edges.length > 0) {
      problems.push({ heading: `${app.name}: ${folder} imports a layer above it`, lines: lines(edges) });
    }
  }
  return { problems, units: countUnits(imports, app.unitOf) };
}

function countUnits(imports, unitOf) {
  const units = new Set();
  for (const e of imports) for (const f of [e.from, e.to]) if (unitOf(f) !== null) units.add(unitOf(f));
  return units.size;
}

/** Runs every rule over the repository at `root`; `ok` is false when anything is wrong. */
export async function checkArchitecture(root, apps = APPS) {
  const problems = [];
  const counts = [];
  for (const app of apps) {
    const imports = await importsOf(root, app);
    const result = problemsOf(app, imports);
    if (result.units === 0) {
      problems.push({ heading: `${app.name}: no ${app.what} found under ${app.dir}`, lines: [] });
    }
    problems.push(...result.problems);
    counts.push(`${result.units} ${app.name} ${app.what}`);
  }
  return { ok: problems.length === 0, problems, summary: counts.join(', ') };
}

export function report({ ok, problems, summary }) {
  if (ok) return `architecture OK: ${summary}, no cycles, no feature importing another feature`;
  const body = problems.map((p) => [p.heading, ...p.lines.map((l) => `  ${l}`)].join('\n'));
  return [...body, `architecture check failed: ${problems.length} problem(s) (${summary})`].join('\n\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const result = await checkArchitecture(root);
  (result.ok ? console.log : console.error)(report(result));
  process.exitCode = result.ok ? 0 : 1;
}
