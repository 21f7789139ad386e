import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * For tests: a local stand-in of Cloudflare's siteverify endpoint. Secret `test-secret` with token
 * `good` passes; `explode` answers 500; anything else is refused. Records every form it gets.
 */
export async function startSiteverifyStandIn() {
  const calls: Record<string, string>[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const form = Object.fromEntries(new URLSearchParams(raw));
    calls.push(form);
    res.setHeader('content-type', 'application/json');
    if (form.response === 'explode') {
      res.statusCode = 500;
      res.end('{}');
      return;
    }
    const success = form.secret === 'test-secret' && form.response === 'good';
    res.end(
      JSON.stringify(
        success ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
