import type { Migration } from 'kysely';
import * as auth from './0001_auth.js';

/** Every migration in order. Append new ones; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_auth': auth,
};
