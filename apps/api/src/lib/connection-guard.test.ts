import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { useTestApp } from '../test/app.ts';
import { connectionsPerAddress, serverTimeouts } from './connection-guard.ts';

/** A raw TCP client: what it received and a promise of the server closing it. */
function connect(port: number, localAddress = '127.0.0.1') {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress });
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  // A refused socket may be reset rather than closed cleanly; both end it.
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, connected, received: () => received };
}

/** Sends GET /api/health on a keep-alive connection and waits for the whole answer. */
async function health(client: ReturnType<typeof connect>): Promise<string> {
  await client.connected;
  client.socket.write('GET /api/health HTTP/1.1\r\nHost: shop.test\r\nConnection: keep-alive\r\n\r\n');
  return new Promise((resolve, reject) => {
    const check = () => {
      const text = client.received();
      const end = text.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? Number.NaN);
      if (end >= 0 && text.length >= end + 4 + length) {
        client.socket.off('data', check);
        resolve(text);
      }
    };
    client.socket.on('data', check);
    client.closed.then(() => reject(new Error(`closed before the answer: ${client.received()}`)));
  });
}

describe('slow clients and connection flooding (real sockets)', () => {
  const t = useTestApp({
    env: {
      REQUEST_TIMEOUT_SECONDS: '1',
      HEADERS_TIMEOUT_SECONDS: '1',
      MAX_CONNECTIONS_PER_ADDRESS: '3',
    },
  });
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('closes a request whose body drips in a byte at a time (408)', async () => {
    const client = connect(port);
    await client.connected;
    client.socket.write(
      'POST /api/auth/user/login HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n' +
        `x-api-key: ${t.config.deployment.key}\r\nContent-Length: 10000\r\n\r\n{`,
    );
    // A byte every 50 ms keeps the socket busy, so only the request timeout can end it.
    const drip = setInterval(() => client.socket.writable && client.socket.write(' '), 50);
    await client.closed;
    clearInterval(drip);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose headers never finish', async () => {
    const client = connect(port);
    await client.connected;
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: shop.test\r\n');
    const drip = setInterval(() => client.socket.writable && client.socket.write('X-A: b\r\n'), 50);
    await client.closed;
    clearInterval(drip);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('refuses connections past the cap from one address; other addresses and freed slots work', async () => {
    const held = [connect(port), connect(port), connect(port)];
    // Each answered once, so the server has counted all three.
    for (const client of held) expect(await health(client)).toMatch(/^HTTP\/1\.1 200 /);
    const extra = connect(port);
    extra.socket.write('GET /api/health HTTP/1.1\r\nHost: shop.test\r\n\r\n');
    await extra.closed;
    expect(extra.received()).toBe('');
    // Another client address (the loopback network has many) is not affected.
    const neighbour = connect(port, '127.0.0.2');
    expect(await health(neighbour)).toMatch(/^HTTP\/1\.1 200 /);
    neighbour.socket.destroy();
    // A held connection ends: its slot is free again.
    const [first, ...rest] = held;
    first?.socket.end();
    await first?.closed;
    let answer = '';
    for (let tries = 0; !answer && tries < 50; tries += 1) {
      // The server may see the close a moment after the client does: a refused try just retries.
      answer = await health(connect(port)).catch(() => '');
    }
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    for (const client of rest) client.socket.destroy();
  });
});

describe('server timeout settings', () => {
  it('keeps Node from checking a short timeout only every 30 s, and headers within the request', () => {
    const env = loadConfig({ REQUEST_TIMEOUT_SECONDS: '2', HEADERS_TIMEOUT_SECONDS: '20' }).env;
    expect(serverTimeouts(env)).toMatchObject({
      requestTimeout: 2000,
      http: { headersTimeout: 2000, connectionsCheckingInterval: 500 },
    });
  });

  it('limits connections per address by default, but not behind a trusted proxy unless asked', () => {
    expect(connectionsPerAddress(loadConfig({}).env)).toBe(50);
    expect(connectionsPerAddress(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '' }).env)).toBe(50);
    expect(connectionsPerAddress(loadConfig({ TRUST_PROXY: 'true' }).env)).toBe(0);
    expect(
      connectionsPerAddress(loadConfig({ TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_ADDRESS: '200' }).env),
    ).toBe(200);
  });
});
