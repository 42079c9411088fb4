// Copies the SQLite write-ahead log back into the database file off the main thread; see checkpointer.ts.
// Plain JavaScript so it runs in a worker under tsx, vitest and node alike.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

const { file, everyMs } = workerData;
const wal = `${file}-wal`;
const database = new SqliteDatabase(file, { fileMustExist: true });
let seen = 0;

// The log is written only by commits, so an unchanged modification time means nothing to copy.
// PASSIVE never waits for the writer or the readers: what it cannot copy now, a later round copies.
const timer = setInterval(() => {
  let modified;
  try {
    modified = fs.statSync(wal).mtimeMs;
  } catch {
    return;
  }
  if (modified === seen) return;
  seen = modified;
  database.pragma('wal_checkpoint(PASSIVE)');
}, everyMs);

parentPort.on('message', (message) => {
  if (message !== 'close') return;
  clearInterval(timer);
  database.close();
  parentPort.postMessage('closed');
  parentPort.close();
});
