import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './database.js';

describe('the SQLite statement cache', () => {
  it('prepares a statement once and reuses it, keeping at most its capacity', () => {
    const sqlite = new SqliteDatabase(':memory:');
    let prepared = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((text: string) => {
      prepared += 1;
      return prepare(text);
    }) as typeof sqlite.prepare;
    const cached = withStatementCache(sqlite, 2);
    const first = cached.prepare('select 1 as one');
    expect(cached.prepare('select 1 as one')).toBe(first);
    expect(prepared).toBe(1);
    cached.prepare('select 2 as two');
    cached.prepare('select 3 as three');
    // 'select 1' was the least recently used: it went, so asking again prepares it anew.
    expect(cached.prepare('select 1 as one')).not.toBe(first);
    expect(prepared).toBe(4);
    expect((cached.prepare('select 3 as three').get() as { three: number }).three).toBe(3);
    cached.close();
    expect(sqlite.open).toBe(false);
  });
});
