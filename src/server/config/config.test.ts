import Fastify from 'fastify';
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

  it("points QuickBooks Online at Intuit's hosts unless told otherwise, and wants both of the app's keys", () => {
    expect(loadConfig({}).quickbooksOnline).toEqual({
      client: null,
      environment: 'production',
      authUrl: 'https://appcenter.intuit.com/connect/oauth2',
      tokenUrl: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
      revokeUrl: 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke',
      apiUrl: 'https://quickbooks.api.intuit.com',
      webhookVerifier: undefined,
      tokenKey: undefined,
    });
    const sandbox = loadConfig({
      QBO_ENVIRONMENT: 'sandbox',
      QBO_CLIENT_ID: 'id',
      QBO_CLIENT_SECRET: 'secret',
    });
    expect(sandbox.quickbooksOnline).toMatchObject({
      client: { id: 'id', secret: 'secret' },
      apiUrl: 'https://sandbox-quickbooks.api.intuit.com',
    });
    expect(loadConfig({ QBO_API_URL: 'http://127.0.0.1:9000/' }).quickbooksOnline.apiUrl).toBe(
      'http://127.0.0.1:9000',
    );
    expect(() => loadConfig({ QBO_CLIENT_ID: 'id' })).toThrow(/QBO_CLIENT_ID and QBO_CLIENT_SECRET/);
    expect(() => loadConfig({ QBO_ENVIRONMENT: 'staging' })).toThrow(/QBO_ENVIRONMENT/);
  });

  it('requires a bucket for S3 storage', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'files' }).storage).toMatchObject({
      kind: 's3',
      bucket: 'files',
    });
  });

  it.each([
    ['', false],
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback', ['loopback']],
    ['linklocal,uniquelocal', ['linklocal', 'uniquelocal']],
    ['Loopback, 203.0.113.0/24, ::1, fd00::/8', ['loopback', '203.0.113.0/24', '::1', 'fd00::/8']],
    ['192.168.0.0/255.255.0.0', ['192.168.0.0/255.255.0.0']],
  ])('reads TRUST_PROXY=%j as a switch, a number of hops or a list of proxies', (value, expected) => {
    expect(loadConfig(value ? { TRUST_PROXY: value } : {}).trustProxy).toEqual(expected);
  });

  it.each([
    ['nginx please', '"nginx please"'],
    ['loopback, localhost', '"localhost"'],
    ['127.0.0.1,', '""'],
    ['10.0.0.0/33', '"10.0.0.0/33"'],
    ['10.0.0.0/0', '"10.0.0.0/0"'],
    ['::1/129', '"::1/129"'],
    ['10.0.0.0/255.0.255.0', '"10.0.0.0/255.0.255.0"'],
    ['300.1.1.1', '"300.1.1.1"'],
    ['-1', '"-1"'],
  ])('refuses TRUST_PROXY=%j, naming %s', (value, named) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses, CIDR ranges and the keywords loopback, linklocal, uniquelocal; ${named} is none of these`,
    );
  });

  it('gives Fastify a list it reads: with loopback, the client behind a local proxy is the forwarded one', async () => {
    const app = Fastify({
      trustProxy: loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy as string[],
    });
    app.get('/ip', (request) => ({ ip: request.ip }));
    const ipFrom = async (remoteAddress: string) =>
      (
        await app.inject({
          url: '/ip',
          remoteAddress,
          headers: { 'x-forwarded-for': '198.51.100.9' },
        })
      ).json<{ ip: string }>().ip;
    await expect(ipFrom('127.0.0.1')).resolves.toBe('198.51.100.9');
    await expect(ipFrom('10.1.2.3')).resolves.toBe('198.51.100.9');
    // Anyone else sending the header is not believed.
    await expect(ipFrom('203.0.113.5')).resolves.toBe('203.0.113.5');
    await app.close();
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
