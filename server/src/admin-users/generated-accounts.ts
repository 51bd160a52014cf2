import { randomBytes, randomInt } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { Sql } from '@oj/events';

/** How long the spreadsheet of generated passwords can be fetched (once). */
export const generatedTtlMs = 30 * 60_000;

// A type, not an interface: postgres.js's `sql.json` takes it as a plain JSON value.
export type GeneratedAccount = { username: string; password: string };

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** Letters and digits without look-alikes (0/O, 1/l/I): these passwords are read off paper. */
export const randomPassword = (length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/**
 * Keeps the generated passwords for one download by the admin who made them. They are not
 * events (plain passwords must never enter the store); the row goes at download or expiry.
 */
export const saveGenerated = async (
  sql: Sql,
  createdBy: string,
  accounts: readonly GeneratedAccount[],
): Promise<string> => {
  const key = randomBytes(16).toString('hex');
  await sql`DELETE FROM app.generated_accounts WHERE expires_at < now()`;
  await sql`
    INSERT INTO app.generated_accounts (key, created_by, accounts, expires_at)
    VALUES (${key}, ${createdBy}, ${sql.json(accounts)},
            now() + ${`${generatedTtlMs} milliseconds`}::interval)`;
  return key;
};

/** The accounts of a key, taken (single use); undefined when unknown, expired or someone else's. */
export const takeGenerated = async (sql: Sql, key: string, createdBy: string) => {
  const [row] = await sql<{ accounts: GeneratedAccount[] }[]>`
    DELETE FROM app.generated_accounts
    WHERE key = ${key} AND created_by = ${createdBy} AND expires_at > now()
    RETURNING accounts`;
  return row?.accounts;
};

/** An .xlsx with a Username and a Password column. */
export const accountsWorkbook = async (accounts: readonly GeneratedAccount[]): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Accounts');
  sheet.columns = [
    { header: 'Username', key: 'username', width: 24 },
    { header: 'Password', key: 'password', width: 24 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const a of accounts) sheet.addRow(a);
  return Buffer.from(await book.xlsx.writeBuffer());
};
