// `npm start`: bootstrap, then the supervisor (embedded PostgreSQL, server, projections, judge).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await import('./bootstrap.mjs');
const child = spawn(
  path.join(root, 'node_modules/.bin/tsx'),
  [path.join(root, 'scripts/supervisor.ts')],
  {
    stdio: 'inherit',
    cwd: root,
  },
);
// The terminal's Ctrl-C reaches the whole process group; the supervisor does the orderly stop.
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
