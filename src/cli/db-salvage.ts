/**
 * `npm run db:salvage -- FILE OUT`: copies every row SQLite can still read from a damaged
 * database FILE into a new database OUT (this program's tables), and says what was lost.
 * FILE is only read. Start the service on OUT (DUEL_DB_PATH=OUT) once you are content.
 */
import { existsSync } from 'node:fs';
import { checkDatabaseFile, salvageDatabase } from '../store/integrity.js';

function main(argv: readonly string[]): number {
  const [from, to] = argv;
  if (!from || !to || argv.length !== 2) {
    console.error('Usage: npm run db:salvage -- FILE OUT   (FILE: the damaged database; OUT: a new file to create)');
    return 2;
  }
  if (!existsSync(from)) {
    console.error(`There is no file ${from}.`);
    return 2;
  }
  if (existsSync(to)) {
    console.error(`${to} already exists; name a new file.`);
    return 2;
  }
  const report = salvageDatabase(from, to);
  if (report.unreadable) {
    console.error(`Nothing could be read from ${from}: ${report.unreadable}. Restore it from a backup instead.`);
    return 1;
  }
  for (const t of report.tables) {
    console.log(`${t.name}: ${t.copied} rows copied${t.lost ? `, ${t.lost} damaged stretch${t.lost === 1 ? '' : 'es'} or sessions skipped` : ''}`);
  }
  if (report.damagedSessions.length) console.log(`Sessions with rows lost: ${report.damagedSessions.join(', ')}`);
  const check = checkDatabaseFile(to);
  console.log(check.ok ? `Wrote ${to} (it passes quick_check). Start with DUEL_DB_PATH=${to}; sessions with missing rows will show as unavailable or broken.` : `Wrote ${to}, but it does not pass quick_check: ${check.problem}`);
  return check.ok ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
