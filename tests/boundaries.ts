import fs from 'node:fs';
import path from 'node:path';

/** Relative imports of one source file, resolved to repository paths. */
export interface ImportEdge {
  from: string;
  to: string;
}

const sourceExt = /\.(ts|tsx)$/;
const importRe = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

const walk = (dir: string, out: string[]) => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (sourceExt.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
};

const resolve = (fromFile: string, spec: string): string => {
  const base = path.resolve(path.dirname(fromFile), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return base;
};

/** Every relative import under `dirs` (paths relative to `root`), tests included. */
export const importGraph = (root: string, dirs: string[]): ImportEdge[] => {
  const edges: ImportEdge[] = [];
  for (const dir of dirs)
    for (const file of walk(path.join(root, dir), [])) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(importRe))
        edges.push({
          from: path.relative(root, file),
          to: path.relative(root, resolve(file, m[1]!)),
        });
    }
  return edges;
};

const isTest = (f: string) => /\.(test|int\.test|e2e\.test)\.tsx?$/.test(f);

/** Import cycles among production files (Tarjan's strongly connected components). */
export const cycles = (edges: ImportEdge[]): string[][] => {
  const graph = new Map<string, string[]>();
  for (const e of edges) {
    if (isTest(e.from) || isTest(e.to)) continue;
    graph.set(e.from, [...(graph.get(e.from) ?? []), e.to]);
  }
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) found.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
};

/** `web/src/features/<f>/...` -> f; `server/src/<area>/...` -> area. */
export const zoneOf = (file: string, prefix: string): string | null => {
  if (!file.startsWith(prefix)) return null;
  const rest = file.slice(prefix.length).split('/');
  return rest.length > 1 ? rest[0]! : null;
};

/**
 * Cycles between folders: every production edge from one zone to another becomes an edge
 * between the zones, and a strongly connected set of zones is a cycle (`auth` needing
 * `accounts` needing `auth`). Returns each cycle as its sorted zone names.
 */
export const folderCycles = (
  edges: ImportEdge[],
  zone: (file: string) => string | null,
): string[][] => {
  const between: ImportEdge[] = [];
  for (const e of edges) {
    if (isTest(e.from) || isTest(e.to)) continue;
    const from = zone(e.from);
    const to = zone(e.to);
    if (from !== null && to !== null && from !== to) between.push({ from, to });
  }
  return cycles(between);
};

/** `@oj/<package>` imports of one package's files, with whether the import is type-only. */
export interface PackageEdge {
  from: string;
  to: string;
  file: string;
  typeOnly: boolean;
}

const packageImportRe = /import\s+(type\s+)?[^'"]*?from\s*'@oj\/([a-z-]+(?:\/[a-z-]+)?)'/g;

/** Every `@oj/...` import under `dirs`, production files only (tests and test kits may reach anywhere). */
export const packageEdges = (root: string, dirs: string[]): PackageEdge[] => {
  const out: PackageEdge[] = [];
  for (const dir of dirs)
    for (const file of walk(path.join(root, dir), [])) {
      const rel = path.relative(root, file);
      if (isTest(rel) || rel.includes('/test-kit/') || rel.includes('/bench/')) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(packageImportRe))
        out.push({ from: dir.split('/')[0]!, to: m[2]!, file: rel, typeOnly: Boolean(m[1]) });
    }
  return out;
};
