// Installs what `npm start` / `npm test` need on a fresh Debian/Ubuntu machine with Node 20:
// npm packages, system packages (bubblewrap, compilers, and Chromium for tests) and the web build.
// Plain Node with no dependencies: it runs before node_modules exists.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (m) => console.log(`[bootstrap] ${m}`);
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const run = (cmd, opts = {}) => execSync(cmd, { stdio: 'inherit', cwd: root, ...opts });

// `npm test` imports this file and sets the mode first; `node scripts/bootstrap.mjs test` works too.
const mode = process.env.OJ_BOOTSTRAP_MODE ?? process.argv[2] ?? 'start';
const major = Number(process.versions.node.split('.')[0]);
if (major < 20) {
  console.error(`Node 20 or newer is required (this is ${process.versions.node}).`);
  process.exit(1);
}

// 1. npm packages.
const lock = path.join(root, 'package-lock.json');
const installed = path.join(root, 'node_modules', '.package-lock.json');
if (
  !fs.existsSync(installed) ||
  fs.statSync(lock).mtimeMs > fs.statSync(installed).mtimeMs + 1000
) {
  say('installing npm packages');
  run(
    fs.existsSync(path.join(root, 'node_modules'))
      ? 'npm install --no-audit --no-fund'
      : 'npm ci --no-audit --no-fund',
  );
}

// 2. System packages: the sandbox and the compilers; Chromium for the browser tests.
const wanted = [
  ['bwrap', 'bubblewrap'],
  ['gcc', 'gcc'],
  ['g++', 'g++'],
  ['javac', 'openjdk-17-jdk-headless'],
  ['python3', 'python3'],
  ['unshare', 'util-linux'],
  // Lets the postgres user reach a project cloned under a private home (see embedded-db.ts).
  ['setfacl', 'acl'],
];
if (mode === 'test') wanted.push(['chromium', 'chromium'], ['fc-list', 'fonts-noto-cjk']);
const missing = wanted.filter(([cmd]) => !has(cmd)).map(([, pkg]) => pkg);
if (mode === 'test' && has('fc-list') && !execSync('fc-list :lang=zh', { encoding: 'utf8' }).trim())
  missing.push('fonts-noto-cjk');
if (missing.length > 0) {
  const cmd = `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${[...new Set(missing)].join(' ')}`;
  if (process.getuid?.() === 0 && has('apt-get')) {
    say(`installing system packages: ${missing.join(' ')}`);
    run(cmd);
  } else {
    console.error(
      `[bootstrap] missing system packages: ${missing.join(', ')}\n  run as root: sudo sh -c '${cmd}'`,
    );
    if (mode === 'test' || missing.includes('bubblewrap')) process.exit(1);
  }
}

// 3. The web app, rebuilt when a source file is newer than the build.
const dist = path.join(root, 'web', 'dist', 'index.html');
const newest = (dir) => {
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
};
if (!fs.existsSync(dist) || newest(path.join(root, 'web')) > fs.statSync(dist).mtimeMs) {
  say('building the web app');
  run('npm run build -w @oj/web');
}

// 4. The server, projections, judge and supervisor as JavaScript for plain node (dist/), rebuilt
// when one of their sources is newer than the build. `npm run dev` runs the sources instead.
// A child process, so that esbuild does not stay loaded in `npm start` for the whole session.
if (mode === 'test' || process.env.OJ_FROM_SOURCE !== '1') run('node scripts/build-node.mjs');
