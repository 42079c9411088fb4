import type { Migration } from 'kysely';
import * as auth from './0001_auth.js';
import * as mirror from './0002_mirror.js';

/** Every migration in order. Append new ones; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_auth': auth,
  '0002_mirror': mirror,
};
