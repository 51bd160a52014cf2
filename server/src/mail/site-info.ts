import type { Sql } from '@oj/events';
import { readWebsiteConfig } from '../site/website-config.queries.ts';
import type { SiteInfo } from './templates.ts';

/** The site's names as the website config has them now (an admin may rename the site). */
export const readSiteInfo = async (sql: Sql): Promise<SiteInfo> => {
  const c = await readWebsiteConfig(sql);
  return { name: c.name, shortName: c.shortName };
};
