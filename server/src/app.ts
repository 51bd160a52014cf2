import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import express, { type Express } from 'express';
import type { Deps } from './deps.ts';
import { authenticate } from './auth/authenticate.ts';
import { errorHandler, notFoundApi } from './http/errors.ts';
import {
  authLimiter,
  exposeAuthHeaders,
  requestContext,
  requestLog,
  securityHeaders,
} from './http/middleware.ts';
import { registerAccountArea } from './accounts/index.ts';
import { registerMailArea } from './mail/index.ts';
import { registerSiteArea } from './site/index.ts';
import { registerSubmissionArea, submissionRealtime } from './submissions/index.ts';
import { registerProblemsetArea } from './problemset/index.ts';
import { registerTagArea } from './tags/index.ts';
import { registerProblemArea } from './problems/index.ts';
import { registerProblemTransferArea } from './problem-transfer/index.ts';
import { registerProfileArea } from './profile/index.ts';
import { registerRankingArea } from './ranking/index.ts';
import { registerAnnouncementRoutes } from './announcements/index.ts';
import { registerHomeArea } from './home/index.ts';
import { registerMessageArea } from './messages/index.ts';
import { registerAdminUserArea } from './admin-users/index.ts';
import { contestRealtime, registerContestArea } from './contests/index.ts';
import { registerTrainingArea, trainingRealtime } from './trainings/index.ts';
import { dashboardRealtime, registerAdminSystemArea } from './admin-system/index.ts';
import { registerAdminAuditArea } from './admin-audit/index.ts';
import { registerUploadArea } from './uploads/index.ts';
import { registerDiscussionArea } from './discussions/index.ts';
import { groupRealtime, registerGroupArea } from './groups/index.ts';
import { registerRejudgeArea } from './rejudge/index.ts';
import { attachRealtime } from './realtime/gateway.ts';
import { registerCcsArea } from './ccs/index.ts';
import { checkReady } from '@oj/events/infra';
import { httpMetrics, socketMetrics } from './infra/metrics.ts';

/** The HTTP API under /api and the built web app with an SPA fallback. */
export const createApp = (deps: Deps): Express => {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy ?? 'loopback');
  app.use(securityHeaders());
  app.use(requestContext);
  app.use(requestLog(deps.logger, deps.slowRequestMs));
  app.use(httpMetrics(deps.metrics));
  // For load balancers and orchestrators: the process answers; the site can serve.
  app.get('/health', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/ready', async (_req, res) => {
    const ready = await checkReady(deps.sql, deps.store);
    const listening = deps.realtimeListening?.();
    if (listening === false) {
      ready.checks.realtime = { ok: false, detail: 'not hearing the projections (reconnecting)' };
      ready.ok = false;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.status(ready.ok ? 200 : 503).json(ready);
  });

  const api = express.Router();
  api.use(exposeAuthHeaders);
  api.use(express.json({ limit: '512kb' }));
  const limiter = authLimiter(deps.authRateLimit ?? 30);
  api.use(
    [
      '/login',
      '/admin/login',
      '/register',
      '/get-register-code',
      '/apply-reset-password',
      '/reset-password',
    ],
    limiter,
  );
  // The register form checks on every blur: a looser limit, but never unlimited enumeration.
  api.use('/check-username-or-email', authLimiter(3 * (deps.authRateLimit ?? 30)));
  // The CCS Contest API authenticates with HTTP Basic, so it answers before the HOJ token.
  api.use(registerCcsArea(deps));
  api.use(authenticate(deps));
  api.use(registerSiteArea(deps));
  api.use(registerAccountArea(deps));
  api.use(registerMailArea(deps));
  api.use(registerSubmissionArea(deps));
  api.use(registerProblemsetArea(deps));
  api.use(registerTagArea(deps));
  api.use(registerProblemArea(deps));
  api.use(registerProblemTransferArea(deps));
  api.use(registerProfileArea(deps));
  api.use(registerRankingArea(deps));
  api.use(registerAnnouncementRoutes(deps));
  api.use(registerHomeArea(deps));
  api.use(registerMessageArea(deps));
  api.use(registerAdminUserArea(deps));
  api.use(registerContestArea(deps));
  api.use(registerTrainingArea(deps));
  api.use(registerAdminSystemArea(deps));
  api.use(registerAdminAuditArea(deps));
  api.use(registerUploadArea(deps));
  api.use(registerDiscussionArea(deps));
  api.use(registerGroupArea(deps));
  api.use(registerRejudgeArea(deps));
  api.use(notFoundApi);
  app.use('/api', api);

  if (deps.webDist && fs.existsSync(path.join(deps.webDist, 'index.html'))) {
    const dist = deps.webDist;
    app.use(express.static(dist, { index: false, maxAge: '1h' }));
    app.get(/^\/(?!api\/|socket\.io\/).*/, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(path.join(dist, 'index.html'));
    });
  } else {
    app.get('/', (_req, res) => {
      res
        .type('text')
        .send('The web app is not built: run `npm run build` (npm start does it for you).');
    });
  }
  app.use(errorHandler(deps.logger));
  return app;
};

/** HTTP and socket.io on one port. */
export const startHttp = async (
  deps: Deps,
  o: { port: number; host?: string | undefined; databaseUrl: string },
) => {
  const app = createApp(deps);
  const http: Server = createServer(app);
  // The areas' socket handlers and pushes, composed here: the gateway imports no area.
  const realtime = await attachRealtime(deps, http, o.databaseUrl, [
    submissionRealtime(deps),
    contestRealtime(deps),
    trainingRealtime(deps),
    groupRealtime(deps),
    dashboardRealtime(deps),
  ]);
  socketMetrics(deps.metrics, realtime.io);
  await new Promise<void>((resolve) => http.listen(o.port, o.host ?? '0.0.0.0', resolve));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : o.port;
  return { http, io: realtime.io, port, close: () => realtime.close() };
};
