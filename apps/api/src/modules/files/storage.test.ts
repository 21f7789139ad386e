import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './storage.ts';

describe('LocalFileStorage', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-storage-'));
  const storage = new LocalFileStorage({ public: path.join(dir, 'pub'), private: path.join(dir, 'priv') });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('stores, reads and removes files; only public ones get a URL', async () => {
    const pub = await storage.put('public', 'images/a.png', Buffer.from('png'));
    expect(pub.url).toBe('/uploads/images/a.png');
    const priv = await storage.put('private', 'approval-forms/1/f.pdf', Buffer.from('%PDF'));
    expect(priv.url).toBeNull();
    expect((await storage.get('private', 'approval-forms/1/f.pdf'))?.toString()).toBe('%PDF');
    // The two areas are apart: a private key is not readable as public.
    expect(await storage.get('public', 'approval-forms/1/f.pdf')).toBeNull();
    await storage.remove('private', 'approval-forms/1/f.pdf');
    expect(await storage.get('private', 'approval-forms/1/f.pdf')).toBeNull();
  });

  it('refuses keys that could leave its directory', async () => {
    await expect(storage.put('public', '../escape.txt', Buffer.from('x'))).rejects.toThrow(/Unsafe/);
    await expect(storage.get('private', '/etc/passwd')).rejects.toThrow(/Unsafe/);
  });
});
