import { describe, expect, it, vi } from 'vitest';
import { checkVersion } from './version-check.ts';

function deps(answer: () => Promise<Response>) {
  const deleted: string[] = [];
  return {
    fetch: vi.fn(answer),
    caches: {
      keys: vi.fn(async () => ['assets-v1', 'api-v1']),
      delete: vi.fn(async (name: string) => {
        deleted.push(name);
        return true;
      }),
    } as unknown as CacheStorage,
    reload: vi.fn(),
    warn: vi.fn(),
    deleted,
  };
}

const version = (v: string) => async () =>
  new Response(JSON.stringify({ version: v, builtAt: 'x' }), { status: 200 });

describe('version check at start (SPEC 4)', () => {
  it('fetches /version.json without the HTTP cache', async () => {
    const d = deps(version('1.0.0-a'));
    await checkVersion(d);
    expect(d.fetch).toHaveBeenCalledWith('/version.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it.each([
    {
      name: 'first visit: stores the version, no reload',
      stored: null,
      served: '1.0.0-a',
      result: 'first-visit',
    },
    { name: 'same version: nothing happens', stored: '1.0.0-a', served: '1.0.0-a', result: 'same' },
    {
      name: 'a new version: stores it, clears every cache, reloads',
      stored: '1.0.0-a',
      served: '1.0.0-b',
      result: 'updated',
    },
  ])('$name', async ({ stored, served, result }) => {
    if (stored) localStorage.setItem('version', stored);
    const d = deps(version(served));
    expect(await checkVersion(d)).toBe(result);
    expect(localStorage.getItem('version')).toBe(served);
    const updated = result === 'updated';
    expect(d.deleted).toEqual(updated ? ['assets-v1', 'api-v1'] : []);
    expect(d.reload).toHaveBeenCalledTimes(updated ? 1 : 0);
  });

  it('a failure is only logged', async () => {
    localStorage.setItem('version', '1.0.0-a');
    for (const answer of [
      async () => {
        throw new TypeError('offline');
      },
      async () => new Response('oops', { status: 500 }),
      async () => new Response('{"nope":1}', { status: 200 }),
    ]) {
      const d = deps(answer);
      expect(await checkVersion(d)).toBe('failed');
      expect(d.warn).toHaveBeenCalledTimes(1);
      expect(d.reload).not.toHaveBeenCalled();
      expect(d.deleted).toEqual([]);
    }
    expect(localStorage.getItem('version')).toBe('1.0.0-a');
  });

  it('does not reload when the new version cannot be stored (no endless reloads)', async () => {
    localStorage.setItem('version', '1.0.0-a');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const d = deps(version('1.0.0-b'));
    expect(await checkVersion(d)).toBe('updated');
    expect(d.reload).not.toHaveBeenCalled();
    setItem.mockRestore();
  });
});
