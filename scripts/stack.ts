import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildSpec } from './child-processes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

type Kind = 'server' | 'projections' | 'judge';

/** The server, projections and judge: dist/<name>.js with plain node, or the sources with tsx. */
const childSpec = (
  kind: Kind,
  fromSource: boolean,
  name: string = kind,
  env: Record<string, string> = {},
): ChildSpec =>
  fromSource
    ? { name, env, command: tsx, args: [path.join(root, kind, 'src/main.ts')] }
    : {
        name,
        env,
        command: process.execPath,
        args: ['--enable-source-maps', path.join(root, 'dist', `${kind}.js`)],
      };

const count = (v: string | undefined, max: number) => {
  const n = Number(v ?? 1);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : 1;
};

/**
 * The production shape on one machine: `OJ_SERVERS` servers (behind a round-robin proxy on
 * `PORT` when more than one, each on `PORT`+i on loopback), `OJ_PROJECTIONS` projections
 * runners (one active, the others hot standbys) and `OJ_JUDGES` judges. With `OJ_OPS_PORT`,
 * each process gets its own operations port from it upwards (/metrics, /health, /ready).
 */
export const stackSpecs = (env: NodeJS.ProcessEnv) => {
  const port = Number(env.PORT ?? 8080);
  const servers = count(env.OJ_SERVERS, 16);
  const kinds: [Kind, number][] = [
    ['server', servers],
    ['projections', count(env.OJ_PROJECTIONS, 4)],
    ['judge', count(env.OJ_JUDGES, 16)],
  ];
  const ops = env.OJ_OPS_PORT ? Number(env.OJ_OPS_PORT) : null;
  let opsNext = 0;
  const backends: { host: string; port: number }[] = [];
  const specs = kinds.flatMap(([kind, n]) =>
    Array.from({ length: n }, (_, i) => {
      const own: Record<string, string> = {};
      if (ops !== null) own.OPS_PORT = String(ops + opsNext++);
      if (kind === 'server' && servers > 1) {
        const backend = { host: '127.0.0.1', port: port + 1 + i };
        backends.push(backend);
        Object.assign(own, {
          PORT: String(backend.port),
          HOST: backend.host,
          OJ_SERVER_INDEX: String(i),
        });
      }
      if (kind === 'judge' && n > 1 && env.JUDGE_NAME)
        own.JUDGE_NAME = `${env.JUDGE_NAME}-${i + 1}`;
      return childSpec(kind, env.OJ_FROM_SOURCE === '1', n > 1 ? `${kind}-${i + 1}` : kind, own);
    }),
  );
  return { specs, backends, port };
};
