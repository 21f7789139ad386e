import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteverifyStandIn } from './siteverify-stand-in.ts';
import { TurnstileBotCheck } from './turnstile.ts';

describe('Turnstile bot check', () => {
  let standIn: Awaited<ReturnType<typeof startSiteverifyStandIn>>;
  beforeAll(async () => {
    standIn = await startSiteverifyStandIn();
  });
  afterAll(() => standIn.close());

  it('posts secret, response and remoteip as a form and accepts a good token', async () => {
    const check = new TurnstileBotCheck({ secret: 'test-secret', verifyUrl: standIn.url });
    expect(check.enabled).toBe(true);
    expect(await check.verify('good', '203.0.113.9')).toEqual({ ok: true });
    expect(standIn.calls.at(-1)).toEqual({
      secret: 'test-secret',
      response: 'good',
      remoteip: '203.0.113.9',
    });
  });

  it('refuses a bad token with the provider error codes, and a missing one without asking', async () => {
    const check = new TurnstileBotCheck({ secret: 'test-secret', verifyUrl: standIn.url });
    expect(await check.verify('bad')).toEqual({
      ok: false,
      reason: 'rejected',
      errorCodes: ['invalid-input-response'],
    });
    const before = standIn.calls.length;
    expect(await check.verify('')).toEqual({ ok: false, reason: 'missing' });
    expect(standIn.calls.length).toBe(before);
  });

  it('fails closed when the provider is down or answers an error', async () => {
    const check = new TurnstileBotCheck({ secret: 'test-secret', verifyUrl: standIn.url });
    expect(await check.verify('explode')).toMatchObject({ ok: false, reason: 'unavailable' });
    const down = new TurnstileBotCheck({
      secret: 'test-secret',
      verifyUrl: 'http://127.0.0.1:9/',
      timeoutMs: 500,
    });
    expect(await down.verify('good')).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it('is off without a secret: everything passes', async () => {
    const check = new TurnstileBotCheck({ secret: '', verifyUrl: standIn.url });
    expect(check.enabled).toBe(false);
    expect(await check.verify(undefined)).toEqual({ ok: true });
  });
});
