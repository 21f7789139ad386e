import { type ApiErrorBody, type ApiSuccess, HEADERS, isPreviewToken } from '@shop/shared';
import { apiBaseUrl, bootDeployment } from '../config/env.ts';
import { i18n } from '../i18n/index.ts';
import { currentLanguage } from '../i18n/language.ts';
import { adminToken, userToken, viewerToken } from './auth-tokens.ts';

/**
 * The shared HTTP client of SPEC 7: every call carries the deployment's api key, `Accept`,
 * `Accept-Language` (the site language), `x-preview` (an admin token longer than 10 characters)
 * and, on unsafe methods, the XSRF cookie echoed in `x-xsrf-token`. Admin calls add the admin
 * bearer token; customer calls the user token; storefront catalogue calls the viewer's token
 * (the customer's, else the salesperson's). There is no timeout (SPEC 7), only the caller's
 * AbortSignal.
 */

export type FieldErrors = Record<string, string[]>;

/** A failed call: HTTP status (0 = no answer), the server's stable code, its translated message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(status: number, code: string, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  /** 422: the server refused the input; forms put `fieldErrors` under their fields (SPEC 8: warning). */
  get isInputError(): boolean {
    return this.status === 422 || this.code === 'validation';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** `user`: the customer's token; `viewer`: the customer's, else the salesperson's (catalogue). */
export type AuthKind = 'admin' | 'user' | 'viewer';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type BodyKind = 'json' | 'urlencoded' | 'multipart';

export interface RequestOptions {
  /** Which bearer token to send; none by default. */
  auth?: AuthKind;
  params?: QueryParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

interface FullRequest extends RequestOptions {
  method: Method;
  path: string;
  body?: unknown;
  bodyKind?: BodyKind;
}

const UNSAFE: ReadonlySet<Method> = new Set(['POST', 'PUT', 'DELETE']);

/** The XSRF-TOKEN cookie set by the API (double submit; SPEC 7). */
export function readXsrfToken(cookie: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === HEADERS.xsrfCookie) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

export function buildUrl(path: string, params?: QueryParams): string {
  const base = apiBaseUrl();
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** The headers of SPEC 7 for one call. */
export function buildHeaders(method: Method, auth: AuthKind | undefined): Headers {
  const headers = new Headers();
  const admin = adminToken.get();
  headers.set(HEADERS.apiKey, bootDeployment().key);
  headers.set('Accept', 'application/json');
  headers.set(HEADERS.language, currentLanguage());
  headers.set(HEADERS.preview, String(isPreviewToken(admin)));
  const bearer =
    auth === 'admin' ? admin : auth === 'user' ? userToken.get() : auth === 'viewer' ? viewerToken() : null;
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  if (UNSAFE.has(method)) {
    const xsrf = readXsrfToken();
    if (xsrf) headers.set(HEADERS.xsrfHeader, xsrf);
  }
  return headers;
}

function encodeBody(body: unknown, kind: BodyKind, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (kind === 'multipart') return body as FormData; // the browser writes the boundary header
  if (kind === 'urlencoded') {
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    if (body instanceof URLSearchParams) return body;
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body as QueryParams)) {
      if (value !== undefined && value !== null) form.append(key, String(value));
    }
    return form;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    isObject(value) &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    isObject(value) &&
    typeof value.code === 'string' &&
    typeof value.message === 'string' &&
    (value.errors === undefined || isFieldErrors(value.errors))
  );
}

/** Turns a failed answer into an ApiError, with a translated fallback when the body says nothing. */
export function errorFromResponse(status: number, body: unknown, admin = false): ApiError {
  if (isErrorBody(body)) return new ApiError(status, body.code, body.message, body.errors);
  const fallbackCode = admin ? 'failedToExecute' : status >= 500 ? 'server' : 'unknown';
  const said = isObject(body)
    ? [body.message, body.error].find((v) => typeof v === 'string' && v)
    : undefined;
  const message = typeof said === 'string' ? said : i18n.t(`errors:${fallbackCode}`);
  const code = isObject(body) && typeof body.code === 'string' ? body.code : fallbackCode;
  const errors = isObject(body) && isFieldErrors(body.errors) ? body.errors : undefined;
  return new ApiError(status, code, message, errors);
}

/**
 * SPEC 7's admin wrapper rule: a result is a failure when its status is above 299 or its body
 * carries `errors` or `error`.
 */
export function isAdminFailure(status: number, body: unknown): boolean {
  return status > 299 || (isObject(body) && (body.errors !== undefined || body.error !== undefined));
}

export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request<T>(req: FullRequest): Promise<ApiSuccess<T>> {
  const headers = buildHeaders(req.method, req.auth);
  for (const [key, value] of Object.entries(req.headers ?? {})) headers.set(key, value);
  const init: RequestInit = {
    method: req.method,
    headers,
    credentials: 'same-origin',
    body: encodeBody(req.body, req.bodyKind ?? 'json', headers),
  };
  if (req.signal) init.signal = req.signal;

  let response: Response;
  try {
    response = await fetch(buildUrl(req.path, req.params), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', i18n.t('errors:network'));
  }
  const body = await readBody(response);
  const admin = req.auth === 'admin';
  const failed = admin ? isAdminFailure(response.status, body) : !response.ok;
  if (failed) throw errorFromResponse(response.status, body, admin);
  if (isObject(body) && 'data' in body) return body as unknown as ApiSuccess<T>;
  // Files such as /version.json answer without the envelope.
  return { data: body as T };
}

function client(auth?: AuthKind) {
  const withAuth = (options?: RequestOptions): RequestOptions => ({ ...options, ...(auth ? { auth } : {}) });
  return {
    get: <T>(path: string, options?: RequestOptions) =>
      request<T>({ ...withAuth(options), method: 'GET', path }),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>({ ...withAuth(options), method: 'POST', path, body, bodyKind: 'json' }),
    postForm: <T>(path: string, body: QueryParams | URLSearchParams, options?: RequestOptions) =>
      request<T>({ ...withAuth(options), method: 'POST', path, body, bodyKind: 'urlencoded' }),
    postMultipart: <T>(path: string, body: FormData, options?: RequestOptions) =>
      request<T>({ ...withAuth(options), method: 'POST', path, body, bodyKind: 'multipart' }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>({ ...withAuth(options), method: 'PUT', path, body, bodyKind: 'json' }),
    putMultipart: <T>(path: string, body: FormData, options?: RequestOptions) =>
      request<T>({ ...withAuth(options), method: 'PUT', path, body, bodyKind: 'multipart' }),
    /** DELETE, optionally with query parameters (`options.params`). */
    delete: <T>(path: string, options?: RequestOptions) =>
      request<T>({ ...withAuth(options), method: 'DELETE', path }),
  };
}

/** Public and customer calls (`{ auth: 'user' }` sends the customer token). */
export const api = client();
/** Admin calls: the admin bearer token and SPEC 7's admin failure rule. */
export const adminApi = client('admin');
