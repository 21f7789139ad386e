import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env.ts';

/**
 * Timeouts of the HTTP server (docs/decisions/0033). Fastify turns Node's request timeout off by
 * default, so a client dripping its body a byte at a time held a socket for ever; here the whole
 * request must arrive within REQUEST_TIMEOUT_SECONDS (408, then closed) and its headers within
 * HEADERS_TIMEOUT_SECONDS.
 */
export function serverTimeouts(env: Env): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  const requestMs = Math.round(env.REQUEST_TIMEOUT_SECONDS * 1000);
  return {
    requestTimeout: requestMs,
    // A socket silent both ways this long is dead; handlers answer well within it.
    connectionTimeout: 2 * requestMs,
    keepAliveTimeout: Math.round(env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000),
    http: {
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeout: Math.min(Math.round(env.HEADERS_TIMEOUT_SECONDS * 1000), requestMs),
      // Node checks both timeouts on this tick (30 s by default, which would stretch a short
      // timeout by up to 30 s).
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.round(requestMs / 4))),
    },
  };
}

/**
 * The number of open connections per client address the server accepts:
 * MAX_CONNECTIONS_PER_ADDRESS, by default 50, or off (0) behind a trusted proxy, where every
 * connection comes from the proxy and the proxy is the place to limit.
 */
export function connectionsPerAddress(env: Env): number {
  return env.MAX_CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY ? 0 : 50);
}

/**
 * Refuses (closes at once) a connection from an address that already holds `max` open ones, so
 * one client cannot use up the server's sockets. Counted on the TCP peer address (IPv6 by /64,
 * like the rate limits), before any byte of the request is read.
 */
export function limitConnectionsPerAddress(server: Server, max: number, log: FastifyBaseLogger): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  const refusing = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ? normalizeIP(socket.remoteAddress, 64) : 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      // Logged once while the address stays at its cap, not once per refused socket.
      if (!refusing.has(address)) {
        refusing.add(address);
        log.warn({ address, max }, 'too many connections from one address: refusing more');
      }
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      if (left < max) refusing.delete(address);
    });
  });
}
