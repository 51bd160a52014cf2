import { defaultWebsiteConfig, type Sql, type WebsiteConfig } from '@oj/events';

/** The current website settings: the defaults overlaid with every saved change. */
export const readWebsiteConfig = async (sql: Sql): Promise<WebsiteConfig> => {
  const rows = await sql<
    { config: Partial<WebsiteConfig> }[]
  >`SELECT config FROM read.website_config WHERE id = 1`;
  return { ...defaultWebsiteConfig, ...(rows[0]?.config ?? {}) };
};
