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

  it('first visit: stores the version, no reload', async () => {
    const d = deps(version('1.0.0-a'));
    expect(await checkVersion(d)).toBe('first-visit');
    expect(localStorage.getItem('version')).toBe('1.0.0-a');
    expect(d.reload).not.toHaveBeenCalled();
    expect(d.deleted).toEqual([]);
  });

  it('same version: nothing happens', async () => {
    localStorage.setItem('version', '1.0.0-a');
    const d = deps(version('1.0.0-a'));
    expect(await checkVersion(d)).toBe('same');
    expect(d.reload).not.toHaveBeenCalled();
    expect(d.deleted).toEqual([]);
  });

  it('a new version: stores it, clears every cache, reloads', async () => {
    localStorage.setItem('version', '1.0.0-a');
    const d = deps(version('1.0.0-b'));
    expect(await checkVersion(d)).toBe('updated');
    expect(localStorage.getItem('version')).toBe('1.0.0-b');
    expect(d.deleted).toEqual(['assets-v1', 'api-v1']);
    expect(d.reload).toHaveBeenCalledTimes(1);
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
