import { Router } from 'express';
import { emailConfigStream, websiteConfigStream, type EmailConfig } from '@oj/events';
import type { Deps } from '../deps.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseBody } from '../http/validate.ts';
import { readSiteInfo, testMail } from '../mail/index.ts';
import { readWebsiteConfig } from '../site/website-config.queries.ts';
import { requireServiceViewer, requireSystemAdmin } from './config.policy.ts';
import {
  emailConfigBody,
  passwordPlaceholder,
  testEmailBody,
  webConfigBody,
} from './config.schemas.ts';
import { readJudges } from './judges.queries.ts';
import { readDatabaseInfo, readServiceInfo } from './service-info.ts';

const version = process.env.npm_package_version ?? '0.1.0';

/** The answer of get-email-config: the config in force, the password as a placeholder. */
const shownEmailConfig = (c: EmailConfig) => ({
  ...c,
  emailPassword: c.emailPassword ? passwordPlaceholder : '',
});

/**
 * HOJ's /api/admin/config/*: web and mail settings (super admin, saved as events), service,
 * judge and database information. Unknown fields are ignored, as HOJ's Jackson binding does.
 */
export const registerConfigRoutes = (deps: Deps): Router => {
  const r = Router();
  r.all('/admin/config/get-web-config', async (req, res) => {
    requireSystemAdmin(req);
    const c = await readWebsiteConfig(deps.sql);
    ok(res, {
      baseUrl: c.baseUrl,
      name: c.name,
      shortName: c.shortName,
      description: c.description,
      register: c.register,
      recordName: c.recordName,
      recordUrl: c.recordUrl,
      projectName: c.projectName,
      projectUrl: c.projectUrl,
    });
  });
  r.put('/admin/config/set-web-config', async (req, res) => {
    const user = requireSystemAdmin(req);
    const changes = parseBody(webConfigBody, req);
    const { position } = await deps.store.append(websiteConfigStream, [
      { type: 'WebsiteConfigUpdated', data: { changes, by: user.uid } },
    ]);
    await deps.projections.waitFor(position);
    ok(res, null, 'Update successfully');
  });
  r.all('/admin/config/get-email-config', async (req, res) => {
    requireSystemAdmin(req);
    ok(res, shownEmailConfig(await deps.mailer.config()));
  });
  r.put('/admin/config/set-email-config', async (req, res) => {
    const user = requireSystemAdmin(req);
    const { emailPassword, ...rest } = parseBody(emailConfigBody, req);
    // The placeholder (or no field) keeps the saved password; "" clears it.
    const changes =
      emailPassword === undefined || emailPassword === passwordPlaceholder
        ? rest
        : // Sealed in the log; an empty password (cleared) stays empty.
          { ...rest, emailPassword: emailPassword ? deps.box.seal(emailPassword) : '' };
    await deps.store.append(emailConfigStream, [
      { type: 'EmailConfigUpdated', data: { changes, by: user.uid } },
    ]);
    ok(res, null, 'Update successfully');
  });
  r.post('/admin/config/test-email', async (req, res) => {
    requireSystemAdmin(req);
    const { email } = parseBody(testEmailBody, req);
    const mail = { to: email, ...testMail(await readSiteInfo(deps.sql), new Date().toISOString()) };
    try {
      await deps.mailer.sendBySmtp(mail);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      deps.logger.warn({ err: error, to: email }, 'test mail failed');
      throw new HttpError(400, `Sending the test mail failed: ${reason}`);
    }
    ok(res, null, 'Send successfully');
  });
  r.all('/admin/config/get-service-info', async (req, res) => {
    requireServiceViewer(req);
    ok(res, readServiceInfo(version));
  });
  r.all('/admin/config/get-judge-service-info', async (req, res) => {
    requireServiceViewer(req);
    const judges = await readJudges(deps.sql);
    // HOJ's shape per judge (its machine's cores, CPU and memory load), plus our own fields.
    ok(
      res,
      judges.map((j) => ({
        cpuCores: j.load?.cores ?? null,
        percentCpuLoad: j.load ? `${j.load.machineCpuPercent}%` : null,
        percentMemoryLoad: j.load ? `${j.load.machineMemoryPercent}%` : null,
        service: {
          serviceId: 'judge',
          host: j.load?.host ?? j.name,
          instanceId: j.name,
          // What HOJ's dashboard reads for the name and the Healthy tag.
          metadata: { judgeName: j.name, 'nacos.healthy': String(j.status !== 'offline') },
        },
        ...j,
      })),
    );
  });
  r.all('/admin/config/get-db-and-redis-config', async (req, res) => {
    requireSystemAdmin(req);
    ok(res, await readDatabaseInfo(deps.sql, await deps.store.headPosition()));
  });
  r.put('/admin/config/set-db-and-redis-config', (req) => {
    requireSystemAdmin(req);
    throw new HttpError(
      400,
      'The database is set by DATABASE_URL when the server starts and cannot be changed here',
    );
  });
  return r;
};
