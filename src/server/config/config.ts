import { z } from 'zod';
import { isIP } from 'node:net';
import path from 'node:path';
import type { DatabaseTimeouts } from '../db/database.js';
import { basemapMaxBytes } from '../../domain/map/contract.js';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: z.enum(['auto', 'on', 'off']).default('auto'),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(1024).default(25),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .superRefine((value, ctx) => {
      const wrong = trustProxyProblem(value);
      if (wrong) ctx.addIssue({ code: 'custom', message: wrong });
    }),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(1200),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  JOBS_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  HUMIDOR_TEST_CLOCK: z.enum(['0', '1']).default('0'),
  QBO_CLIENT_ID: z.string().trim().min(1).optional(),
  QBO_CLIENT_SECRET: z.string().trim().min(1).optional(),
  QBO_ENVIRONMENT: z.enum(['production', 'sandbox']).default('production'),
  QBO_AUTH_URL: z.string().url().default('https://appcenter.intuit.com/connect/oauth2'),
  QBO_TOKEN_URL: z.string().url().default('https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer'),
  QBO_API_URL: z.string().url().optional(),
  QBO_REVOKE_URL: z.string().url().default('https://developer.api.intuit.com/v2/oauth2/tokens/revoke'),
  QBO_TOKEN_KEY: z.string().min(32, 'QBO_TOKEN_KEY must be at least 32 characters').optional(),
  // QuickBooks Online sync: the webhook's verifier token (Intuit's developer portal) and how often
  // change data capture runs.
  QBO_WEBHOOK_VERIFIER: z.string().min(1).optional(),
  QBO_SYNC_EVERY_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
});

/** Intuit's accounting API hosts: the sandbox companies of a development app live on their own. */
const qboApiUrls = {
  production: 'https://quickbooks.api.intuit.com',
  sandbox: 'https://sandbox-quickbooks.api.intuit.com',
} as const;

/** What Fastify's `trustProxy` takes: whom to believe about the client's address and protocol. */
export type TrustProxy = boolean | number | string[];

/** The address ranges proxy-addr (Fastify's `trustProxy`) knows by name. */
const proxyKeywords = ['loopback', 'linklocal', 'uniquelocal'];

/** Whether proxy-addr reads `entry` as one trusted proxy: a keyword, an address, or a CIDR range. */
function isProxyEntry(entry: string): boolean {
  if (proxyKeywords.includes(entry.toLowerCase())) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (range === undefined) return true;
  // A prefix length, or for IPv4 a netmask such as 255.255.0.0 (its ones first, as proxy-addr wants).
  if (/^\d{1,3}$/.test(range)) return Number(range) >= 1 && Number(range) <= (family === 4 ? 32 : 128);
  if (family !== 4 || isIP(range) !== 4) return false;
  const bits = range
    .split('.')
    .map((octet) => Number(octet).toString(2).padStart(8, '0'))
    .join('');
  return /^1+0*$/.test(bits);
}

/** Why TRUST_PROXY cannot be read, naming the entries that are neither keyword, address nor range. */
function trustProxyProblem(value: string): string | null {
  if (/^(true|false|\d+)$/.test(value)) return null;
  const wrong = value.split(',').filter((entry) => !isProxyEntry(entry.trim()));
  if (!wrong.length) return null;
  return `TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses, CIDR ranges and the keywords ${proxyKeywords.join(', ')}; ${wrong.map((entry) => `"${entry.trim()}"`).join(', ')} is none of these`;
}

function parseTrustProxy(value: string): TrustProxy {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => {
    const trimmed = entry.trim();
    // proxy-addr knows the keywords in lower case only.
    return proxyKeywords.includes(trimmed.toLowerCase()) ? trimmed.toLowerCase() : trimmed;
  });
}

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  demoData: boolean;
  uploadMaxBytes: number;
  /** The largest PMTiles basemap an admin may upload (the contract's 2 GB; tests lower it). */
  basemapMaxBytes: number;
  databaseTimeouts: DatabaseTimeouts;
  trustProxy: TrustProxy;
  metricsToken: string | undefined;
  /** API requests one user (or, signed out, one address) may make per minute. */
  apiRateLimitPerMinute: number;
  /** Email leaves through this SMTP server from `from`; without it no email is sent or offered. */
  mail: { smtpUrl: string; from: string } | null;
  /** How often the background jobs (reminders, the mail outbox) look for due work. */
  jobsPollMs: number;
  /** Lets an admin move the jobs' clock forward (tests only; refused in production). */
  testClock: boolean;
  quickbooksOnline: QuickbooksOnlineConfig;
  /** QuickBooks Online sync: webhooks are refused (401) until a verifier is set. */
  quickbooksOnlineSync: { webhookVerifier: string | null; everyMinutes: number };
  storage:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        endpoint?: string;
        bucket: string;
        region: string;
        accessKeyId?: string;
        secretAccessKey?: string;
      };
};

/** The app registered with Intuit (docs/deploy.md); the URLs point at Intuit unless tests or staging say otherwise. */
export interface QuickbooksOnlineConfig {
  /** The app's keys; without them QuickBooks Online cannot be connected and the page says so. */
  client: { id: string; secret: string } | null;
  environment: 'production' | 'sandbox';
  authUrl: string;
  tokenUrl: string;
  /** Where Disconnect tells Intuit the tokens are no longer wanted. */
  revokeUrl: string;
  /** Without a path: requests go to `{apiUrl}/v3/company/{realmId}/…`. */
  apiUrl: string;
  /** Encrypts the stored tokens; derived from AUTH_SECRET when unset (decision 0230). */
  tokenKey: string | undefined;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops the start with a message that names it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Humidor cannot start, the configuration is invalid:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  if (production && !c.AUTH_SECRET) {
    throw new ConfigError('Humidor cannot start: AUTH_SECRET is required when NODE_ENV=production.');
  }
  if (c.STORAGE === 's3' && !c.S3_BUCKET) {
    throw new ConfigError('Humidor cannot start: S3_BUCKET is required when STORAGE=s3.');
  }
  if (Boolean(c.QBO_CLIENT_ID) !== Boolean(c.QBO_CLIENT_SECRET)) {
    throw new ConfigError(
      'Humidor cannot start: QBO_CLIENT_ID and QBO_CLIENT_SECRET are set together (the keys of the app registered with Intuit).',
    );
  }
  if (production && c.HUMIDOR_TEST_CLOCK === '1') {
    throw new ConfigError(
      'Humidor cannot start: HUMIDOR_TEST_CLOCK is for tests and is refused when NODE_ENV=production.',
    );
  }
  const dataDir = path.resolve(c.DATA_DIR);
  const publicUrl = c.PUBLIC_URL ?? `http://localhost:${c.PORT}`;
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    publicUrl,
    // Outside production a fixed development secret keeps sessions valid across restarts.
    authSecret: c.AUTH_SECRET ?? 'humidor-development-secret-not-for-production-use',
    logLevel: c.LOG_LEVEL,
    demoData: c.DEMO_DATA === 'on' || (c.DEMO_DATA === 'auto' && !production),
    uploadMaxBytes: Math.round(c.UPLOAD_MAX_MB * 1024 * 1024),
    basemapMaxBytes,
    databaseTimeouts: {
      connectMs: c.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: c.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    metricsToken: c.METRICS_TOKEN,
    apiRateLimitPerMinute: c.API_RATE_LIMIT_PER_MINUTE,
    mail: c.SMTP_URL
      ? { smtpUrl: c.SMTP_URL, from: c.MAIL_FROM ?? `Humidor <humidor@${new URL(publicUrl).hostname}>` }
      : null,
    jobsPollMs: c.JOBS_POLL_MS,
    testClock: c.HUMIDOR_TEST_CLOCK === '1',
    quickbooksOnline: {
      client:
        c.QBO_CLIENT_ID && c.QBO_CLIENT_SECRET ? { id: c.QBO_CLIENT_ID, secret: c.QBO_CLIENT_SECRET } : null,
      environment: c.QBO_ENVIRONMENT,
      authUrl: c.QBO_AUTH_URL,
      tokenUrl: c.QBO_TOKEN_URL,
      revokeUrl: c.QBO_REVOKE_URL,
      apiUrl: (c.QBO_API_URL ?? qboApiUrls[c.QBO_ENVIRONMENT]).replace(/\/+$/, ''),
      tokenKey: c.QBO_TOKEN_KEY,
    },
    quickbooksOnlineSync: {
      webhookVerifier: c.QBO_WEBHOOK_VERIFIER ?? null,
      everyMinutes: c.QBO_SYNC_EVERY_MINUTES,
    },
    storage:
      c.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: c.S3_ENDPOINT,
            bucket: c.S3_BUCKET as string,
            region: c.S3_REGION,
            accessKeyId: c.S3_ACCESS_KEY_ID,
            secretAccessKey: c.S3_SECRET_ACCESS_KEY,
          }
        : { kind: 'local', dir: path.join(dataDir, 'files') },
  };
}
