import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PortTakenError, reachableDataDir, startEmbeddedPostgres } from './embedded.ts';

describe('embedded PostgreSQL', () => {
  const made: string[] = [];
  afterAll(async () => {
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });

  it('keeps the data folder unless root runs it from a folder the postgres user cannot enter', async () => {
    const privateDir = await mkdtemp(path.join(os.tmpdir(), 'shop-private-')); // mode 0700
    made.push(privateDir);
    await mkdir(path.join(privateDir, 'project', 'data'), { recursive: true });
    const wanted = path.join(privateDir, 'project', 'data', 'pg');
    expect(reachableDataDir(wanted, false)).toBe(wanted);
    const moved = reachableDataDir(wanted, true);
    expect(moved).not.toBe(wanted);
    expect(moved).toMatch(/wholesale-shop-pg-[0-9a-f]{12}$/);
    // The same project always lands in the same folder, so its data survives restarts.
    expect(reachableDataDir(wanted, true)).toBe(moved);
    expect(reachableDataDir(path.join(os.tmpdir(), 'open', 'pg'), true)).toBe(
      path.join(os.tmpdir(), 'open', 'pg'),
    );
  });

  it('says clearly when its port is taken by another program', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen({ port: 0, host: '127.0.0.1' }, resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-port-'));
    made.push(dir);
    try {
      const error = await startEmbeddedPostgres({ databaseDir: path.join(dir, 'pg'), port }).catch((e) => e);
      expect(error).toBeInstanceOf(PortTakenError);
      expect(error.message).toContain(`Port ${port} is already taken`);
      expect(error.message).toContain('EMBEDDED_PG_PORT');
    } finally {
      blocker.close();
    }
  });
});
