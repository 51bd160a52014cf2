import { defaultSwitchConfig, type Sql, type SwitchConfig } from '@oj/events';

/** The current switches: the defaults overlaid with every saved change. */
export const readSwitchConfig = async (sql: Sql): Promise<SwitchConfig> => {
  const rows = await sql<
    { config: Partial<SwitchConfig> }[]
  >`SELECT config FROM read.switch_config WHERE id = 1`;
  return { ...defaultSwitchConfig, ...(rows[0]?.config ?? {}) };
};
