import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers built per request (API JSON, the SPA's index.html) are compressed on the fly, brotli or
 * gzip as the client accepts, above a small size; the SPA's built files are compressed at build
 * time and sent by the static plugin (`preCompressed`, ADR 0037).
 */
export const COMPRESS_THRESHOLD = 512;
const ENCODINGS: Array<'br' | 'gzip'> = ['br', 'gzip'];
// Brotli's quality 4 compresses about as well as gzip 9 in a fraction of quality 11's time:
// right for answers built per request (the build uses 11 for its files).
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } };

/** Content types that may be compressed here; others (images, PDFs) never vary. */
const TEXTUAL = /^(application\/(json|[\w.+-]*\+json|javascript|xml)|text\/|image\/svg\+xml)/i;

/** Adds `field` to the `Vary` header unless it (or `*`) is named already, keeping what is there. */
export function appendVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  const names = value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes('*') || names.includes(field.toLowerCase())) return;
  reply.header('vary', value ? `${value}, ${field}` : field);
}

export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      threshold: COMPRESS_THRESHOLD,
      encodings: ENCODINGS,
      brotliOptions: BROTLI,
    });
    // App-level onSend hooks run before the plugin's per-route ones.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!TEXTUAL.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      // @fastify/compress names Accept-Encoding in Vary only when it compressed; an answer sent as
      // it is (small, or to a client without br/gzip) was chosen by that header too, so a shared
      // cache must not hand it to a client that asked differently. Lower case, as the plugin
      // spells it, so it is not named twice.
      appendVary(reply, 'accept-encoding');
      // The not-found handler (which also sends the SPA's index.html) is no route, so the
      // plugin's per-route hook never sees its answers: compress them here, the same way.
      if (!request.is404 || reply.hasHeader('content-encoding')) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD) return payload;
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS);
      if (!encoding) return payload;
      const body = encoding === 'br' ? brotliCompressSync(payload, BROTLI) : gzipSync(payload);
      reply.header('content-encoding', encoding);
      reply.header('content-length', body.length);
      return body;
    });
  },
  { name: 'shop-compression' },
);
