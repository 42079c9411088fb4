import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../runtime/runtime.js';
import { openTestRuntime, testDialect } from '../test/harness.js';

let runtime: Runtime;
beforeAll(async () => {
  runtime = await openTestRuntime();
});
afterAll(() => runtime.close());

describe(`better-auth's verification tokens on ${testDialect}`, () => {
  // A password reset or an emailed link keeps a plain string, or a JSON text better-auth parses
  // itself: it must come back as written (migration 0071; before, SQLite's codec parsed the staff's
  // `value` column as JSON, and a plain token failed).
  it.each([
    ['a plain token', 'user-7d1f'],
    ['a JSON text', JSON.stringify({ email: 'rep@a.test', name: 'Rep' })],
  ])('keeps %s as written', async (_kind, value) => {
    const { internalAdapter } = await runtime.auth.$context;
    const identifier = `reset-password:${crypto.randomUUID()}`;
    await internalAdapter.createVerificationValue({
      identifier,
      value,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const found = await internalAdapter.findVerificationValue(identifier);
    expect(found?.value).toBe(value);
  });
});
