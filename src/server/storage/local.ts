import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type Storage } from './store.js';

/** Files under one root folder; a key never resolves outside it. */
export function createLocalStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => {
    const file = path.resolve(root, assertSafeKey(key));
    if (!file.startsWith(root + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return file;
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    async put(key, body) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const partial = `${file}.${crypto.randomUUID()}.partial`;
      try {
        await pipeline(body, fs.createWriteStream(partial, { flags: 'wx' }));
        await fsp.rename(partial, file);
      } catch (error) {
        await fsp.rm(partial, { force: true });
        throw error;
      }
      return { size: (await fsp.stat(file)).size };
    },
    async get(key, range) {
      const file = fileOf(key);
      try {
        const handle = await fsp.open(file, 'r');
        return handle.createReadStream(range && { start: range.start, end: range.end });
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    async stat(key) {
      try {
        const stat = await fsp.stat(fileOf(key));
        return stat.isFile() ? { size: stat.size } : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
  };
}
