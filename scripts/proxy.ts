import http, { type IncomingMessage } from 'node:http';
import net from 'node:net';

/** One server behind the proxy. */
export interface Backend {
  host: string;
  port: number;
}

/** How long a backend that refused a connection is skipped. */
const DOWN_MS = 2000;

/**
 * The socket.io session a request belongs to: the servers prefix each session id with their
 * index (`OJ_SERVER_INDEX`), so polling requests of one session always reach the server that
 * holds it. Answers the index, or null for requests outside a session.
 */
export const sessionBackend = (url: string | undefined): number | null => {
  const m = /[?&]sid=(\d+)\./.exec(url ?? '');
  return m ? Number(m[1]) : null;
};

/** The header lines of `req` for the next hop, with the client added to X-Forwarded-For. */
const forwardedHeaders = (req: IncomingMessage) => {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = v;
  const client = req.socket.remoteAddress ?? '';
  const prior = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${String(prior)}, ${client}` : client;
  return headers;
};

/**
 * A small round-robin reverse proxy for HTTP and WebSocket upgrades in front of several
 * servers on this machine (`npm start` with `OJ_SERVERS` > 1). A backend that refuses a
 * connection is skipped for a moment and the request tried on the next one (a request with a
 * body is only retried if none of it was sent). Socket.io sessions stick to their server.
 */
export const startProxy = async (o: {
  port: number;
  host?: string | undefined;
  backends: readonly Backend[];
}) => {
  let next = 0;
  const downUntil = o.backends.map(() => 0);
  /** The backends to try, in order: the session's own, or round robin over the live ones. */
  const order = (url: string | undefined): number[] => {
    const sticky = sessionBackend(url);
    if (sticky !== null && sticky < o.backends.length) return [sticky];
    const n = o.backends.length;
    const start = next++ % n;
    const all = Array.from({ length: n }, (_, i) => (start + i) % n);
    const live = all.filter((i) => downUntil[i]! <= Date.now());
    return live.length > 0 ? [...live, ...all.filter((i) => !live.includes(i))] : all;
  };

  const server = http.createServer((req, res) => {
    const tries = order(req.url);
    const attempt = (k: number) => {
      const i = tries[k]!;
      const b = o.backends[i]!;
      const up = http.request(
        {
          host: b.host,
          port: b.port,
          method: req.method,
          path: req.url,
          headers: forwardedHeaders(req),
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      // The body flows only once connected: a refused backend has read none of it, so the
      // request can go to the next one whatever its method.
      up.on('socket', (s) => (s.connecting ? s.once('connect', () => req.pipe(up)) : req.pipe(up)));
      up.on('error', (e: NodeJS.ErrnoException) => {
        if (e.code === 'ECONNREFUSED') downUntil[i] = Date.now() + DOWN_MS;
        if (e.code === 'ECONNREFUSED' && k + 1 < tries.length) return attempt(k + 1);
        if (res.headersSent) return void res.destroy();
        res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            status: 502,
            msg: 'The server is unavailable, please try again',
            data: null,
          }),
        );
      });
    };
    attempt(0);
  });

  server.on('upgrade', (req: IncomingMessage, client: net.Socket, head: Buffer) => {
    const tries = order(req.url);
    const attempt = (k: number) => {
      const i = tries[k]!;
      const b = o.backends[i]!;
      const up = net.connect(b.port, b.host, () => {
        const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
        for (const [name, value] of Object.entries(forwardedHeaders(req)))
          for (const v of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${v}`);
        up.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) up.write(head);
        up.pipe(client).pipe(up);
        client.on('error', () => up.destroy());
        client.on('close', () => up.destroy());
        up.on('close', () => client.destroy());
      });
      up.on('error', (e: NodeJS.ErrnoException) => {
        if (e.code === 'ECONNREFUSED') {
          downUntil[i] = Date.now() + DOWN_MS;
          if (k + 1 < tries.length) return attempt(k + 1);
        }
        client.destroy();
      });
    };
    attempt(0);
  });

  await new Promise<void>((resolve) => server.listen(o.port, o.host ?? '0.0.0.0', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : o.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
