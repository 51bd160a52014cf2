import postgres from 'postgres';

/** A postgres.js client; bigints come back as JS numbers (positions stay below 2^53). */
export type Sql = postgres.Sql<Record<string, never>>;

/** Opens a postgres.js pool with the project's settings. */
export const createSql = (url: string, options: { max?: number } = {}): Sql =>
  postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    types: {
      bigint: {
        to: 20,
        from: [20],
        serialize: (x: number) => String(x),
        parse: (x: string) => Number(x),
      },
    },
  }) as unknown as Sql;
