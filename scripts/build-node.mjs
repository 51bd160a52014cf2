// Builds the Node processes of `npm start` (supervisor, server, projections, judge) into dist/,
// one ESM bundle each, so that production runs them with plain `node` instead of tsx.
// `npm run dev` and the tests still run the TypeScript sources through tsx.
//
// The @oj/* workspace code is bundled (its package "exports" point at .ts sources); npm
// packages stay external and load from node_modules as usual. A bundle is rebuilt when any of
// its inputs (listed by esbuild), a workspace manifest, a tsconfig or this script is newer than
// the last build: the same mtime rule bootstrap.mjs applies to the web app.
//
// Usage: `node scripts/build-node.mjs` (when stale), `node scripts/build-node.mjs --force`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist');
const stampFile = path.join(outdir, 'build-inputs.json');

/** Output name -> entry; each becomes dist/<name>.js (with a .js.map beside it). */
export const nodeEntries = {
  supervisor: 'scripts/supervisor.ts',
  server: 'server/src/main.ts',
  projections: 'projections/src/main.ts',
  judge: 'judge/src/main.ts',
};

/** Files that change the output without being bundled themselves. */
const configFiles = () =>
  [
    fileURLToPath(import.meta.url),
    path.join(root, 'tsconfig.base.json'),
    ...['events', 'server', 'projections', 'judge', 'scripts'].flatMap((p) =>
      ['package.json', 'tsconfig.json'].map((f) => path.join(root, p, f)),
    ),
  ].filter((f) => fs.existsSync(f));

/** Why dist/ must be rebuilt, or undefined when it is up to date. */
const staleReason = () => {
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  } catch {
    return 'no build yet';
  }
  const missing = Object.keys(nodeEntries).find(
    (n) => !fs.existsSync(path.join(outdir, `${n}.js`)),
  );
  if (missing) return `dist/${missing}.js is missing`;
  for (const file of [...stamp.inputs.map((f) => path.join(root, f)), ...configFiles()]) {
    const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtime === undefined) return `${path.relative(root, file)} was removed`;
    if (mtime > stamp.startedAt) return `${path.relative(root, file)} changed`;
  }
  return undefined;
};

/** Leaves npm packages (and node: builtins) to Node; only @oj/* and relative imports are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@oj/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Keeps `import.meta.url` the URL of the source file it is written in, not of the bundle, so
 * lookups such as judge/native/*.c (judge/src/sandbox/native.ts) and web/dist
 * (server/src/bootstrap.ts) resolve as they do under tsx. The path is relative to the bundle,
 * so dist/ must stay beside the sources (as it does in the Docker image).
 */
const sourceImportMetaUrl = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
      const rel = path.relative(outdir, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(rel)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', () => url), loader: 'ts' };
    });
  },
};

/**
 * Builds dist/ when a source changed (or always with `force`); returns whether it built.
 * Each file is written beside its target and renamed, so a process starting during a build
 * never loads a half-written bundle.
 */
export const buildNode = async ({
  force = false,
  log = (m) => console.log(`[build] ${m}`),
} = {}) => {
  const reason = force ? 'forced' : staleReason();
  if (!reason) return false;
  const startedAt = Date.now();
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: nodeEntries,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [externalPackages, sourceImportMetaUrl],
  });
  fs.mkdirSync(outdir, { recursive: true });
  const put = (file, contents) => {
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, contents);
    fs.renameSync(tmp, file);
  };
  for (const f of result.outputFiles) put(f.path, f.contents);
  put(stampFile, JSON.stringify({ startedAt, inputs: Object.keys(result.metafile.inputs) }));
  log(`built dist/ (${reason}) in ${Date.now() - startedAt} ms`);
  return true;
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildNode({ force: process.argv.includes('--force') });
}
