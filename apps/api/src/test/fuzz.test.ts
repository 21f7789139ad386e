import type { LanguageCode } from '@shop/shared';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalogue } from '../modules/catalogue/test-fixtures.ts';
import { useTestApp } from './app.ts';
import { insertSiteSettings } from './fixtures.ts';
import { exampleOf, type JsonSchema, nodesOf, replaceAt } from './fuzz/examples.ts';
import {
  BOOLEAN_VALUES,
  CONTAINER_VALUES,
  EXTRA_QUERIES,
  HEADER_VALUES,
  NULL_VALUES,
  NUMBER_VALUES,
  PATH_VALUES,
  QUERY_VALUES,
  ROUTER_PATH_VALUES,
  rawBodies,
  STRING_VALUES,
} from './fuzz/hostile.ts';
import { createRoles } from './role-matrix-fixtures.ts';

/**
 * Issue 8 "Hostile input: no answer in the 5xx range, ever". Reads the OpenAPI document of the
 * running app and sends every operation hostile path parameters, query parameters, headers and
 * bodies (fuzz/hostile.ts), as a visitor and as the role that may call it: the super admin for
 * /api/admin, /api/auth and the storefront, the customer for /api/user and the storefront's
 * signed-in operations, the salesperson for /api/salesperson. Body fields are replaced one at a
 * time inside an otherwise valid body (fuzz/examples.ts), so a hostile value reaches the services
 * and the database, not only the schema. Fails on any 5xx, and on any answer not in the shop's
 * shape: `{ data, … }` on success (or a file download), `{ code, message, errors? }` on failure,
 * with `message` translated (Arabic text for an Arabic request). Prints its figures.
 *
 * Session safety: logout operations are sent as a visitor only (they would end the fuzzing
 * session), DELETE operations run last, and the records the signed-in roles are themselves are
 * never the target of a path id, so no request deletes, demotes or deactivates its own caller.
 * The run ends by checking that every role's session still works.
 */

type Role = 'visitor' | 'admin' | 'customer' | 'salesperson';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Operation {
  method: Method;
  path: string;
  params: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
  /** Every way of calling it carries a bearer token (a visitor is refused at the door). */
  secured: boolean;
}

interface Probe {
  role: Role;
  op: Operation;
  variant: string;
  url: string;
  method: InjectOptions['method'];
  payload?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

/** Non-JSON answers an operation may give on success (file downloads, feeds). */
const FILE_TYPES = ['application/pdf', 'application/octet-stream', 'image/', 'application/xml', 'text/plain'];
const ERROR_KEYS = new Set(['code', 'message', 'errors']);
const ARABIC = /[\u0600-\u06ff]/;
/** Requests in flight at once: enough to overlap database round trips on a 2-core machine. */
const CONCURRENCY = 8;

function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as {
        parameters?: Operation['params'];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: Record<string, unknown>[];
      };
      ops.push({
        method: method.toUpperCase() as Method,
        path,
        params: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        secured: Boolean(op.security?.length && op.security.every((s) => 'bearer' in s)),
      });
    }
  }
  // Deletions last, so the records the other operations address still exist while they run.
  return ops.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

function roleFor(op: Operation): Role {
  if (op.path.startsWith('/api/salesperson/')) return 'salesperson';
  if (op.path.startsWith('/api/admin/') || op.path.startsWith('/api/auth/')) return 'admin';
  return op.path.startsWith('/api/user/') || op.secured ? 'customer' : 'admin';
}

/** Why an answer is not acceptable, or undefined. `lang` undefined: the language is not known. */
function problemOf(res: LightMyRequestResponse, method: string, lang?: LanguageCode): string | undefined {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (method === 'HEAD' || res.statusCode === 204) return undefined;
  if (res.statusCode >= 300 && res.statusCode < 400) {
    return res.headers.location ? undefined : 'redirect without location';
  }
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) {
    return res.statusCode < 400 && FILE_TYPES.some((t) => type.startsWith(t))
      ? undefined
      : `content type "${type}"`;
  }
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'body is not JSON';
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'body is not an object';
  const record = body as Record<string, unknown>;
  if (res.statusCode < 400) return 'data' in record ? undefined : 'success without data';
  const extra = Object.keys(record).filter((k) => !ERROR_KEYS.has(k));
  if (extra.length) return `error with keys ${extra.join(', ')}`;
  if (typeof record.code !== 'string' || typeof record.message !== 'string')
    return 'error without code/message';
  if (!record.message || record.message === record.code) return 'untranslated message';
  if (lang === 'ar' && !ARABIC.test(record.message)) return 'message not in Arabic';
  if (record.errors !== undefined) {
    const lists = Object.values(record.errors as Record<string, unknown>);
    if (!lists.every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'))) {
      return 'malformed errors';
    }
  }
  return undefined;
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

describe('hostile input fuzz over the OpenAPI document', () => {
  // Sign-in and form limits would otherwise answer most of the run with 429.
  const t = useTestApp({
    env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000000', RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000000' },
  });
  let roles: Awaited<ReturnType<typeof createRoles>>;

  beforeAll(async () => {
    await insertSiteSettings(t.database.db);
    await seedTestCatalogue(t.database.db);
    roles = await createRoles(t.database.db);
  });

  it('answers every hostile request below 500 and in the shop shape', async () => {
    const tokens: Record<Role, string | undefined> = {
      visitor: undefined,
      admin: roles.tokens.superAdmin,
      customer: roles.tokens.customer,
      salesperson: roles.tokens.salesperson,
    };
    /** The callers' own records: never a path id, so the fuzz cannot remove its own callers. */
    const ownIds: Record<string, number> = {
      '/api/admin/admins': roles.superAdmin.id,
      '/api/admin/salespeople': roles.salesperson.id,
      '/api/admin/users': roles.customer.id,
    };
    const docRes = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const ops = operationsOf(docRes.json());
    expect(ops.length).toBeGreaterThan(100);

    const sentBy: Record<Role, number> = { visitor: 0, admin: 0, customer: 0, salesperson: 0 };
    const statuses = new Map<number, number>();
    const problems = new Map<string, string>();
    let sent = 0;
    let fiveXx = 0;
    let notShopShape = 0;
    let bases = 0;
    let basesAccepted = 0;
    let salt = 0;

    const send = async (probe: Probe) => {
      sent += 1;
      sentBy[probe.role] += 1;
      const lang: LanguageCode = sent % 2 ? 'en' : 'ar';
      const token = tokens[probe.role];
      const res = await t.app.inject({
        method: probe.method,
        url: probe.url,
        payload: probe.payload,
        headers: {
          'x-api-key': t.config.deployment.key,
          accept: 'application/json',
          'accept-language': lang,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
          ...probe.headers,
        },
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) fiveXx += 1;
      if (probe.variant === 'base' && probe.role !== 'visitor') {
        bases += 1;
        if (res.statusCode < 300) basesAccepted += 1;
      }
      const problem = problemOf(
        res,
        String(probe.method),
        probe.headers?.['accept-language'] ? undefined : lang,
      );
      if (problem && res.statusCode < 500) notShopShape += 1;
      const key = `${probe.role} ${probe.op.method} ${probe.op.path} [${probe.variant}]`;
      if (problem && !problems.has(key)) problems.set(key, `${problem}: ${res.body.slice(0, 200)}`);
      return res;
    };

    /** The items of a list operation (`data` or `data.items`), read once. */
    const lists = new Map<string, Record<string, unknown>[]>();
    const itemsOf = async (url: string, role: Role) => {
      const cached = lists.get(url);
      if (cached) return cached;
      const op: Operation = { method: 'GET', path: url, params: [], secured: true };
      const res = await send({ role, op, variant: 'base lookup', url, method: 'GET' });
      const data = res.statusCode === 200 ? (res.json() as { data?: unknown }).data : undefined;
      const items = (Array.isArray(data) ? data : ((data as { items?: unknown[] })?.items ?? [])) as Record<
        string,
        unknown
      >[];
      lists.set(url, items);
      return items;
    };
    /** A real id or slug for a path parameter, read from the list it belongs to. */
    const paramValue = async (op: Operation, name: string, known: Record<string, string>, role: Role) => {
      const [before = ''] = op.path.split(`/{${name}}`);
      const listPath = name === 'productId' ? '/api/front/products' : before;
      const url = listPath.replace(/\{([^}]+)\}/g, (_whole, p: string) => known[p] ?? '1');
      const field = name === 'slug' ? 'slug' : 'id';
      const item = (await itemsOf(url, role)).find(
        (i) => i[field] !== undefined && i.id !== ownIds[listPath],
      );
      if (item) return encodeURIComponent(String(item[field]));
      if (name === 'version') return '1';
      if (name === 'slot') return 'poster';
      if (name === '*') return 'fuzz-page';
      // Nothing to address: an id no row has (and never one of the callers' own records).
      return '2147483647';
    };
    const urlOf = (op: Operation, params: Record<string, string>, query = '') => {
      const path = op.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => params[name] ?? '1');
      return query ? `${path}?${query}` : path;
    };

    for (const op of ops) {
      const signedIn = roleFor(op);
      // Logging out as the fuzzing role would end its session for every later request.
      const callers: Role[] = op.path.endsWith('/logout') ? ['visitor'] : ['visitor', signedIn];
      const pathParams = op.params.filter((p) => p.in === 'path');
      const queryParams = op.params.filter((p) => p.in === 'query');
      const base: Record<string, string> = {};
      for (const p of pathParams) base[p.name] = await paramValue(op, p.name, base, signedIn);
      const baseQuery = queryParams
        .filter((p) => p.required)
        .map((p) => `${p.name}=${encodeURIComponent(String(exampleOf(p.schema, p.name)))}`)
        .join('&');
      // Every request gets its own names, codes and e-mail addresses (see exampleOf).
      const bodyOf = () => {
        salt += 1;
        return op.body ? exampleOf(op.body, '', salt) : undefined;
      };
      const baseBody = bodyOf();

      for (const role of callers) {
        // A visitor is turned away at the door of a signed-in operation (an onRequest hook, before
        // the body is read or validated), so it only gets what the router and the parsers see first.
        const atTheDoor = role === 'visitor' && op.secured;
        const probes: Probe[] = [];
        const probe = (variant: string, extra: Partial<Probe>) => {
          const body = 'payload' in extra ? undefined : bodyOf();
          probes.push({
            role,
            op,
            variant,
            url: urlOf(op, base, baseQuery),
            method: op.method,
            payload: body === undefined ? undefined : JSON.stringify(body),
            contentType: body === undefined ? undefined : 'application/json',
            ...extra,
          });
        };
        probe('base', {});
        if (op.method === 'GET')
          probe('HEAD', { method: 'HEAD', payload: undefined, contentType: undefined });
        for (const p of pathParams) {
          for (const [name, value] of atTheDoor ? ROUTER_PATH_VALUES : PATH_VALUES) {
            probe(`path ${p.name}: ${name}`, { url: urlOf(op, { ...base, [p.name]: value }, baseQuery) });
          }
        }
        for (const p of atTheDoor ? [] : queryParams) {
          for (const [name, value] of QUERY_VALUES) {
            const raw = `${p.name}=${value.replaceAll('{name}', p.name)}`;
            probe(`query ${p.name}: ${name}`, {
              url: urlOf(op, base, baseQuery ? `${baseQuery}&${raw}` : raw),
            });
          }
        }
        for (const [name, query] of EXTRA_QUERIES) probe(name, { url: urlOf(op, base, query) });
        // These headers replace the caller's own, so once per operation is enough.
        if (role === callers.at(-1)) for (const [name, headers] of HEADER_VALUES) probe(name, { headers });
        if (op.method !== 'GET') {
          for (const [name, raw] of rawBodies(baseBody)) {
            if (!atTheDoor || name === 'broken JSON' || name === 'over the body limit')
              probe(`body: ${name}`, raw);
          }
        }
        // One field at a time, the rest valid: only then does a hostile value reach the services.
        if (baseBody !== undefined && !atTheDoor) {
          for (const node of nodesOf(baseBody)) {
            const values =
              node.value === null
                ? NULL_VALUES
                : typeof node.value === 'string'
                  ? STRING_VALUES
                  : typeof node.value === 'number'
                    ? NUMBER_VALUES
                    : typeof node.value === 'boolean'
                      ? BOOLEAN_VALUES
                      : CONTAINER_VALUES;
            for (const [name, value] of values) {
              probe(`field ${node.path.join('.')}: ${name}`, {
                payload: JSON.stringify(replaceAt(bodyOf(), node.path, value)),
                contentType: 'application/json',
              });
            }
          }
        }
        await inBatches(probes, CONCURRENCY, async (p) => void (await send(p)));
      }
    }

    const histogram = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    const callers = Object.entries(sentBy)
      .map(([role, n]) => `${role} ${n}`)
      .join(', ');
    console.log(
      `hostile-input fuzz: ${sent} requests sent (${callers}) over ${ops.length} operations; ` +
        `5xx found: ${fiveXx}; other answers not in the shop shape: ${notShopShape}; ` +
        `valid base requests accepted: ${basesAccepted}/${bases}; statuses: ${histogram}`,
    );
    const listed = [...problems.entries()].map(([where, what]) => `${where} -> ${what}`);
    expect(listed.slice(0, 50), `${listed.length} problems, the first 50`).toEqual([]);
    expect(fiveXx).toBe(0);
    expect(notShopShape).toBe(0);

    // The fuzzing sessions survived: every signed-in role was exercised to the end.
    for (const [role, url] of [
      ['admin', '/api/admin/profile/show'],
      ['customer', '/api/user/profile'],
      ['salesperson', '/api/salesperson/profile'],
    ] as const) {
      const res = await t.api({ method: 'GET', url, token: tokens[role] });
      expect(res.statusCode, `${role} session after the fuzz`).toBe(200);
    }
    // 10 minutes: ample on a loaded 2-core machine; about a minute of CPU in all.
  }, 600_000);
});
