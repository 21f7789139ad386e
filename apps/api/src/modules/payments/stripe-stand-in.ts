import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * For tests: a local stand-in of the Stripe endpoints the shop calls, so the real SDK is driven
 * over HTTP. Checkout Sessions (create, retrieve, with `expand[]`), PaymentIntents (retrieve,
 * capture, cancel) and refunds; an idempotency key replays the first answer, as Stripe does.
 * `complete(session)` plays the customer paying on the hosted page. Every request is recorded.
 */

interface Intent {
  id: string;
  object: 'payment_intent';
  status: string;
  amount: number;
  amount_received: number;
  currency: string;
  metadata: Record<string, string>;
  cancellation_reason: string | null;
  last_payment_error: null;
  latest_charge: { id: string; object: 'charge'; amount_refunded: number } | null;
}

interface Session {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  url: string;
  payment_intent: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
}

export interface StripeCall {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

export async function startStripeStandIn() {
  const calls: StripeCall[] = [];
  const sessions = new Map<string, Session>();
  const intents = new Map<string, Intent>();
  const replays = new Map<string, string>();
  let n = 0;
  /** Make the next call to a path containing this fail with a card error. */
  let failNext: string | null = null;

  const expandedSession = (session: Session, expand: string[]) => {
    if (!session.payment_intent || !expand.some((e) => e.startsWith('payment_intent'))) return session;
    return { ...session, payment_intent: intents.get(session.payment_intent) };
  };

  const route = (method: string, path: string, form: Record<string, string>, expand: string[]) => {
    if (failNext && path.includes(failNext)) {
      failNext = null;
      return [
        402,
        { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
      ] as const;
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      n += 1;
      const id = `cs_test_${n}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(form)) {
        const key = /^metadata\[(.+)\]$/.exec(k)?.[1];
        if (key) metadata[key] = v;
      }
      const session: Session = {
        id,
        object: 'checkout.session',
        status: 'open',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        payment_intent: null,
        metadata,
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
        currency: form['line_items[0][price_data][currency]'] ?? 'gbp',
        success_url: form.success_url ?? '',
        cancel_url: form.cancel_url ?? '',
      };
      sessions.set(id, session);
      return [200, session] as const;
    }
    const expirePath = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expirePath) {
      const session = sessions.get(expirePath[1] ?? '');
      if (!session) return notFound();
      if (session.status !== 'open') {
        const message = `This Checkout Session is ${session.status}`;
        return [
          400,
          { error: { type: 'invalid_request_error', code: 'checkout_session_not_open', message } },
        ] as const;
      }
      session.status = 'expired';
      return [200, session] as const;
    }
    if (method === 'GET' && sessionPath) {
      const session = sessions.get(sessionPath[1] ?? '');
      return session ? ([200, expandedSession(session, expand)] as const) : notFound();
    }
    if (intentPath) {
      const intent = intents.get(intentPath[1] ?? '');
      if (!intent) return notFound();
      if (method === 'GET') return [200, intent] as const;
      if (intentPath[2] === 'capture') {
        if (intent.status !== 'requires_capture') return stateError(intent);
        intent.status = 'succeeded';
        intent.amount_received = Number(form.amount_to_capture ?? intent.amount);
        return [200, intent] as const;
      }
      if (intent.status !== 'requires_capture') return stateError(intent);
      intent.status = 'canceled';
      intent.cancellation_reason = 'requested_by_customer';
      return [200, intent] as const;
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.payment_intent ?? '');
      if (!intent?.latest_charge || intent.status !== 'succeeded') return notFound();
      const amount = Number(form.amount);
      intent.latest_charge.amount_refunded += amount;
      n += 1;
      return [
        200,
        { id: `re_${n}`, object: 'refund', amount, status: 'succeeded', payment_intent: intent.id },
      ] as const;
    }
    return notFound();
  };

  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form = Object.fromEntries(new URLSearchParams(raw));
    // The SDK sends arrays indexed: `expand[0]=payment_intent`.
    const expand = [...url.searchParams].filter(([k]) => /^expand\[\d*\]$/.test(k)).map(([, v]) => v);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    calls.push({
      method: req.method ?? '',
      path: url.pathname,
      form,
      idempotencyKey,
      authorization: req.headers.authorization,
    });
    res.setHeader('content-type', 'application/json');
    res.setHeader('request-id', `req_${calls.length}`);
    const replayKey =
      idempotencyKey && req.method === 'POST' ? `${url.pathname}|${idempotencyKey}` : undefined;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) {
      res.setHeader('idempotent-replayed', 'true');
      res.end(replay);
      return;
    }
    const [status, body] = route(req.method ?? '', url.pathname, form, expand);
    const text = JSON.stringify(body);
    if (replayKey && status < 500) replays.set(replayKey, text);
    res.statusCode = status;
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    sessions,
    intents,
    /** The customer pays on the hosted page: the session completes with a held PaymentIntent. */
    complete(sessionId: string): Intent {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      n += 1;
      const intent: Intent = {
        id: `pi_test_${n}`,
        object: 'payment_intent',
        status: 'requires_capture',
        amount: session.amount_total,
        amount_received: 0,
        currency: session.currency,
        metadata: session.metadata,
        cancellation_reason: null,
        last_payment_error: null,
        latest_charge: { id: `ch_test_${n}`, object: 'charge', amount_refunded: 0 },
      };
      intents.set(intent.id, intent);
      session.status = 'complete';
      session.payment_intent = intent.id;
      return intent;
    },
    /** The customer never pays: the session expires. */
    expire(sessionId: string) {
      const session = sessions.get(sessionId);
      if (session) session.status = 'expired';
    },
    failNextCallTo(pathPart: string) {
      failNext = pathPart;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function notFound() {
  return [
    404,
    { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' } },
  ] as const;
}

function stateError(intent: Intent) {
  return [
    400,
    {
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent is ${intent.status}`,
      },
    },
  ] as const;
}
