import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.demoData).toBe(true);
    expect(config.uploadMaxBytes).toBe(25 * 1024 * 1024);
    expect(config.storage).toMatchObject({ kind: 'local' });
  });

  it('names the bad value in its message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
  });

  it('requires a secret and turns off demo data in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET is required/);
    const config = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) });
    expect(config.demoData).toBe(false);
  });

  it('requires a bucket for S3 storage', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'files' }).storage).toMatchObject({
      kind: 's3',
      bucket: 'files',
    });
  });

  it('reads TRUST_PROXY as a switch, a number of hops or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx please' })).toThrow(/TRUST_PROXY must be true, false/);
  });

  it('wants a metrics token long enough not to be guessed', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16/);
  });

  it('offers email only with SMTP_URL, from MAIL_FROM or a sender at PUBLIC_URL’s host', () => {
    expect(loadConfig({}).mail).toBeNull();
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.test:25', PUBLIC_URL: 'https://crm.example.com' }).mail,
    ).toEqual({
      smtpUrl: 'smtp://mail.test:25',
      from: 'Humidor <humidor@crm.example.com>',
    });
    expect(loadConfig({ SMTP_URL: 'smtps://mail.test', MAIL_FROM: 'Shop <a@b.test>' }).mail?.from).toBe(
      'Shop <a@b.test>',
    );
    expect(() => loadConfig({ SMTP_URL: 'mail.test' })).toThrow(/SMTP_URL must start with smtp/);
  });

  it('refuses the test clock in production', () => {
    expect(loadConfig({ HUMIDOR_TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), HUMIDOR_TEST_CLOCK: '1' }),
    ).toThrow(/HUMIDOR_TEST_CLOCK is for tests/);
  });
});
