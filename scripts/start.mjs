// `npm start`: bootstrap (which builds dist/ when a source changed), then the supervisor
// (embedded PostgreSQL, server, projections, judge) as built JavaScript run by plain node.
// `npm run dev` (`--dev`) skips the build and runs everything from the TypeScript sources
// through tsx instead.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (process.argv.includes('--dev')) process.env.OJ_FROM_SOURCE = '1';
const fromSource = process.env.OJ_FROM_SOURCE === '1';
await import('./bootstrap.mjs');
const [command, args] = fromSource
  ? [path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/supervisor.ts')]]
  : [process.execPath, ['--enable-source-maps', path.join(root, 'dist/supervisor.js')]];
const child = spawn(command, args, { stdio: 'inherit', cwd: root });
// The terminal's Ctrl-C reaches the whole process group; the supervisor does the orderly stop.
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
