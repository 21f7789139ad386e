import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * For tests: a local stand-in of the Tap Payments endpoints the shop calls (authorise on the
 * hosted page, retrieve, void, capture by a charge, refund). A repeated `reference.idempotent`
 * replays the first answer, as Tap documents. `authorise(id)` plays the customer on Tap's page.
 */

interface TapAuthorisation {
  id: string;
  object: 'authorize';
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  reference: { gateway: string; payment: string; order?: string };
  transaction: { url: string; created: string };
  response: { code: string; message: string };
}

export interface TapCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

type Json = Record<string, unknown>;

export async function startTapStandIn() {
  const calls: TapCall[] = [];
  const authorisations = new Map<string, TapAuthorisation>();
  const replays = new Map<string, string>();
  let n = 0;

  const route = (method: string, path: string, body: Json): [number, object] => {
    const byId = /^\/v2\/authorize\/([^/]+)(\/void)?$/.exec(path);
    if (method === 'POST' && path === '/v2/authorize/') {
      n += 1;
      const id = `auth_TS${n}`;
      const auth: TapAuthorisation = {
        id,
        object: 'authorize',
        status: 'INITIATED',
        amount: Number(body.amount),
        currency: String(body.currency),
        metadata: (body.metadata as Record<string, string>) ?? {},
        reference: { gateway: '', payment: '', order: (body.reference as Json)?.order as string },
        transaction: { url: `https://checkout.tap.test/${id}`, created: String(1_700_000_000_000 + n) },
        response: { code: '100', message: 'Initiated' },
      };
      authorisations.set(id, auth);
      return [200, auth];
    }
    if (byId) {
      const auth = authorisations.get(byId[1] ?? '');
      if (!auth) return [404, { errors: [{ code: '1140', description: 'Authorize not found' }] }];
      if (method === 'GET') return [200, auth];
      if (auth.status !== 'AUTHORIZED')
        return [400, { errors: [{ code: '1108', description: 'Cannot void' }] }];
      auth.status = 'VOIDED';
      return [200, auth];
    }
    if (method === 'POST' && path === '/v2/charges/') {
      const auth = authorisations.get(String((body.source as Json)?.id));
      if (auth?.status !== 'AUTHORIZED')
        return [400, { errors: [{ code: '1117', description: 'Authorize is not capturable' }] }];
      auth.status = 'CAPTURED';
      n += 1;
      return [
        200,
        {
          id: `chg_TS${n}`,
          object: 'charge',
          status: 'CAPTURED',
          amount: body.amount,
          currency: body.currency,
          source: { id: auth.id },
        },
      ];
    }
    if (method === 'POST' && path === '/v2/refunds/') {
      n += 1;
      return [
        200,
        {
          id: `re_TS${n}`,
          object: 'refund',
          status: 'REFUNDED',
          amount: body.amount,
          currency: body.currency,
          charge_id: body.charge_id,
        },
      ];
    }
    return [404, { errors: [{ code: '404', description: 'Not found' }] }];
  };

  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = (raw ? JSON.parse(raw) : {}) as Json;
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    calls.push({ method: req.method ?? '', path, body, authorization: req.headers.authorization });
    res.setHeader('content-type', 'application/json');
    const idempotent = (body.reference as Json | undefined)?.idempotent;
    const replayKey = typeof idempotent === 'string' ? `${path}|${idempotent}` : undefined;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) {
      res.end(replay);
      return;
    }
    const [status, answer] = route(req.method ?? '', path, body);
    const text = JSON.stringify(answer);
    if (replayKey && status === 200) replays.set(replayKey, text);
    res.statusCode = status;
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    authorisations,
    /** The customer enters a card on Tap's page: `AUTHORIZED`, or `DECLINED`. */
    decide(id: string, status: 'AUTHORIZED' | 'DECLINED' | 'CANCELLED') {
      const auth = authorisations.get(id);
      if (!auth) throw new Error(`no authorisation ${id}`);
      auth.status = status;
      auth.reference = { ...auth.reference, gateway: `gw_${id}`, payment: `pay_${id}` };
      auth.response = { code: status === 'AUTHORIZED' ? '000' : '507', message: status.toLowerCase() };
      return auth;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
