import path from 'node:path';
import { createSql, migrateStore } from '@oj/events';
import {
  dataDir,
  resolveDatabase,
  restoreBackup,
  RestoreRefused,
  writeBackup,
} from '@oj/events/infra';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (this script with `--restore`): the
 * event log and the uploaded files of DATA_DIR as a checksummed archive, and back into an
 * empty store and data folder. PostgreSQL store only.
 */
const restore = process.argv.includes('--restore');
const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!file) {
  console.error(`usage: npm run ${restore ? 'restore' : 'backup'} -- FILE`);
  process.exit(2);
}
const target = path.resolve(file);
const db = await resolveDatabase();
const sql = createSql(db.url, { max: 4 });
let code = 0;
try {
  await migrateStore(sql);
  if (restore) {
    const r = await restoreBackup(sql, dataDir(), target);
    console.log(`Restored ${r.events} events and ${r.files} files from ${target}.`);
    console.log('The read models are rebuilt from the events when the site starts.');
  } else {
    const m = await writeBackup(sql, dataDir(), target);
    console.log(`Wrote ${target}: ${m.events} events, ${m.files} files.`);
    if (m.head) console.log(`Head: event ${m.head.position}, hash ${m.head.hash}`);
    console.log(`sha256 ${m.sha256} (in ${target}.sha256)`);
  }
} catch (e) {
  code = 1;
  console.error(e instanceof RestoreRefused ? `Refused: ${e.message}` : e);
} finally {
  await sql.end({ timeout: 5 });
  await db.release();
}
// Explicitly: the embedded database's exit hooks would otherwise end the process with 0.
process.exit(code);
