import { readStorage, storageKeys, writeStorage } from './storage.ts';

export type VersionCheckResult = 'first-visit' | 'same' | 'updated' | 'failed';

export interface VersionCheckDeps {
  fetch: typeof fetch;
  caches: CacheStorage | undefined;
  reload: () => void;
  warn: (...args: unknown[]) => void;
}

const defaults = (): VersionCheckDeps => ({
  fetch: (...args) => globalThis.fetch(...args),
  caches: typeof globalThis.caches === 'undefined' ? undefined : globalThis.caches,
  reload: () => window.location.reload(),
  warn: (...args) => console.warn(...args),
});

/**
 * SPEC 4's version check at start: read `/version.json` (never from a cache); when the stored
 * version differs, store the new one, clear every Cache Storage cache and reload. The first visit
 * only stores it. A failure is logged and nothing else happens.
 */
export async function checkVersion(overrides: Partial<VersionCheckDeps> = {}): Promise<VersionCheckResult> {
  const deps = { ...defaults(), ...overrides };
  try {
    const response = await deps.fetch('/version.json', {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { version?: unknown };
    if (typeof body.version !== 'string' || body.version === '')
      throw new Error('version.json has no version');
    const latest = body.version;
    const stored = readStorage(storageKeys.version);
    if (stored === latest) return 'same';
    // If storage refuses the write, reloading would loop forever: store first, reload only if it stuck.
    const remembered =
      writeStorage(storageKeys.version, latest) && readStorage(storageKeys.version) === latest;
    if (stored === null) return 'first-visit';
    if (deps.caches) {
      const names = await deps.caches.keys();
      await Promise.all(names.map((name) => deps.caches?.delete(name)));
    }
    if (remembered) deps.reload();
    return 'updated';
  } catch (error) {
    deps.warn('Version check failed', error);
    return 'failed';
  }
}
