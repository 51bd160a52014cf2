import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Server as IoServer } from 'socket.io';
import type { EventStore } from '@oj/events';
import { withAppend } from '@oj/events/infra';

/**
 * HTTP latency by route: the route pattern Express matched (`/api/get-problem`), never the raw
 * path, so ids and queries cannot blow up the series; static files and unmatched paths count
 * under `static` and `unmatched`.
 */
export const httpMetrics = (registry: Registry): RequestHandler => {
  const name = 'oj_http_request_duration_seconds';
  // One histogram per registry, however many apps a test builds over the same deps.
  const seconds =
    (registry.getSingleMetric(name) as Histogram | undefined) ??
    new Histogram({
      name,
      help: 'HTTP request duration by method, matched route and status class',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
  return (req, res, next) => {
    const end = seconds.startTimer();
    res.on('finish', () => {
      const pattern = (req.route as { path?: unknown } | undefined)?.path;
      const route =
        typeof pattern === 'string'
          ? `${req.baseUrl}${pattern}`
          : req.originalUrl.startsWith('/api/')
            ? 'unmatched'
            : 'static';
      end({ method: req.method, route, status: `${Math.floor(res.statusCode / 100)}xx` });
    });
    next();
  };
};

/** Open sockets, and their memberships by room kind (`contest`, `user`, `submission`...). */
export const socketMetrics = (registry: Registry, io: IoServer) => {
  registry.removeSingleMetric('oj_socket_connections');
  registry.removeSingleMetric('oj_socket_room_members');
  new Gauge({
    name: 'oj_socket_connections',
    help: 'Open socket.io connections on this server',
    registers: [registry],
    collect() {
      this.set(io.of('/').sockets.size);
    },
  });
  new Gauge({
    name: 'oj_socket_room_members',
    help: 'Socket memberships of rooms on this server, by room kind',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      this.reset();
      const sockets = io.of('/').sockets;
      const byKind = new Map<string, number>();
      for (const [room, members] of io.of('/').adapter.rooms) {
        if (sockets.has(room)) continue; // each socket's own room
        const kind = room.split(':')[0] ?? room;
        byKind.set(kind, (byKind.get(kind) ?? 0) + members.size);
      }
      for (const [kind, n] of byKind) this.set({ kind }, n);
    },
  });
};

/** The store with each append counted by event type (the append rate is its `rate()`). */
export const countedStore = (store: EventStore, registry: Registry): EventStore => {
  const appended = new Counter({
    name: 'oj_events_appended_total',
    help: 'Events this process appended to the store, by type',
    labelNames: ['type'],
    registers: [registry],
  });
  return withAppend(store, async (streamId, events, options) => {
    const result = await store.append(streamId, events, options);
    for (const e of events) appended.inc({ type: e.type });
    return result;
  });
};
