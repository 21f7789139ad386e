import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetBootDeployment } from '../config/env.ts';
import { i18n } from '../i18n/index.ts';
import { headersOf, mockFetch } from '../test/fetch-mock.ts';
import { ApiError, adminApi, api, isAdminFailure, readXsrfToken } from './api-client.ts';
import { adminToken, salespersonToken, userToken } from './auth-tokens.ts';

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom test of the double-submit cookie
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

describe('api client headers (SPEC 7)', () => {
  beforeEach(clearCookie);
  afterEach(() => {
    clearCookie();
    document.head.querySelector('meta[name="shop-env"]')?.remove();
  });

  it('sends the api key, Accept, Accept-Language and x-preview=false without an admin token', async () => {
    const fetchMock = mockFetch([() => ({ body: { data: 1 } })]);
    await api.get('/api/front/settings');
    const headers = headersOf(fetchMock);
    expect(headers.get('x-api-key')).toBe('testing_v2');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('accept-language')).toBe('en');
    expect(headers.get('x-preview')).toBe('false');
    expect(headers.has('authorization')).toBe(false);
  });

  it("uses the deployment named by the page's meta tag, and the stored language", async () => {
    const meta = document.createElement('meta');
    meta.name = 'shop-env';
    meta.content = 'testing_v1';
    document.head.append(meta);
    resetBootDeployment();
    localStorage.setItem('language', 'ar');
    const fetchMock = mockFetch([() => ({ body: { data: 1 } })]);
    await api.get('/api/front/settings');
    expect(headersOf(fetchMock).get('x-api-key')).toBe('testing_v1');
    expect(headersOf(fetchMock).get('accept-language')).toBe('ar');
  });

  it('marks preview only when the admin token is longer than 10 characters', async () => {
    const fetchMock = mockFetch([() => ({ body: { data: 1 } })]);
    adminToken.set('0123456789');
    await api.get('/api/front/settings');
    expect(headersOf(fetchMock, 0).get('x-preview')).toBe('false');
    adminToken.set('0123456789a');
    await api.get('/api/front/settings');
    expect(headersOf(fetchMock, 1).get('x-preview')).toBe('true');
  });

  it('sends the admin bearer token on admin calls only, the user token only when asked', async () => {
    const fetchMock = mockFetch([() => ({ body: { data: 1 } })]);
    adminToken.set('admin-token-123');
    userToken.set('user-token-456');
    await adminApi.get('/api/admin/profile/show');
    await api.get('/api/front/settings');
    await api.get('/api/user/profile', { auth: 'user' });
    expect(headersOf(fetchMock, 0).get('authorization')).toBe('Bearer admin-token-123');
    expect(headersOf(fetchMock, 1).has('authorization')).toBe(false);
    expect(headersOf(fetchMock, 2).get('authorization')).toBe('Bearer user-token-456');
  });

  it("sends the viewer's token on catalogue calls: the customer's, else the salesperson's (ADR 0030)", async () => {
    const fetchMock = mockFetch([() => ({ body: { data: 1 } })]);
    await api.get('/api/front/products', { auth: 'viewer' });
    salespersonToken.set('sales-token-789');
    await api.get('/api/front/products', { auth: 'viewer' });
    // A salesperson's token is never sent on the customer's own calls.
    await api.get('/api/user/profile', { auth: 'user' });
    userToken.set('user-token-456');
    await api.get('/api/front/products', { auth: 'viewer' });
    expect(headersOf(fetchMock, 0).has('authorization')).toBe(false);
    expect(headersOf(fetchMock, 1).get('authorization')).toBe('Bearer sales-token-789');
    expect(headersOf(fetchMock, 2).has('authorization')).toBe(false);
    expect(headersOf(fetchMock, 3).get('authorization')).toBe('Bearer user-token-456');
  });

  it('echoes the XSRF-TOKEN cookie on unsafe methods only', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom test of the double-submit cookie
    document.cookie = 'XSRF-TOKEN=abc%3D123; path=/';
    const fetchMock = mockFetch([() => ({ body: { data: 1 } })]);
    await api.get('/api/front/settings');
    await api.post('/api/front/contact', { a: 1 });
    await adminApi.delete('/api/admin/tags/1');
    expect(headersOf(fetchMock, 0).has('x-xsrf-token')).toBe(false);
    expect(headersOf(fetchMock, 1).get('x-xsrf-token')).toBe('abc=123');
    expect(headersOf(fetchMock, 2).get('x-xsrf-token')).toBe('abc=123');
  });

  it('reads the cookie among others', () => {
    expect(readXsrfToken('a=1; XSRF-TOKEN=t0k; b=2')).toBe('t0k');
    expect(readXsrfToken('a=1')).toBeNull();
  });
});

describe('api client bodies', () => {
  it('encodes JSON, url-encoded and multipart bodies and DELETE parameters', async () => {
    const fetchMock = mockFetch([() => ({ body: { data: null } })]);
    await api.post('/api/x', { name: 'Shirts' });
    await api.postForm('/api/x', { name: 'Shirts', qty: 2, skip: undefined });
    const form = new FormData();
    form.append('file', new Blob(['%PDF']), 'a.pdf');
    await adminApi.putMultipart('/api/admin/x/1', form);
    await adminApi.put('/api/admin/x/1', { a: 1 });
    await adminApi.delete('/api/admin/x', { params: { ids: '1,2', force: true } });

    const [jsonCall, formCall, multipartCall, putCall, deleteCall] = fetchMock.mock.calls;
    expect(jsonCall?.[1]?.method).toBe('POST');
    expect(jsonCall?.[1]?.body).toBe('{"name":"Shirts"}');
    expect(new Headers(jsonCall?.[1]?.headers).get('content-type')).toBe('application/json');
    expect(String(formCall?.[1]?.body)).toBe('name=Shirts&qty=2');
    expect(new Headers(formCall?.[1]?.headers).get('content-type')).toContain(
      'application/x-www-form-urlencoded',
    );
    expect(multipartCall?.[1]?.body).toBe(form);
    expect(new Headers(multipartCall?.[1]?.headers).has('content-type')).toBe(false);
    expect(putCall?.[1]?.method).toBe('PUT');
    expect(deleteCall?.[0]).toBe('/api/admin/x?ids=1%2C2&force=true');
    expect(deleteCall?.[1]?.method).toBe('DELETE');
  });
});

describe('api client errors', () => {
  it('turns the error envelope into an ApiError with status, code, message and field errors', async () => {
    mockFetch([
      () => ({
        status: 422,
        body: {
          code: 'validation',
          message: 'Incorrect entry',
          errors: { email: ['Enter a valid email address'] },
        },
      }),
    ]);
    const error = await api.post('/api/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.code).toBe('validation');
    expect(apiError.message).toBe('Incorrect entry');
    expect(apiError.fieldErrors).toEqual({ email: ['Enter a valid email address'] });
    expect(apiError.isInputError).toBe(true);
  });

  it('gives a translated message when the answer says nothing', async () => {
    mockFetch([() => ({ status: 502, body: undefined })]);
    const error = (await api.get('/api/front/settings').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.code).toBe('server');
    expect(error.message).toBe(i18n.t('errors:server'));
  });

  it('reports a network failure as status 0 with the connection message', async () => {
    mockFetch([
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]);
    const error = (await api.get('/api/front/settings').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toBe('Please check your internet connection');
  });
});

describe('admin wrapper (SPEC 7)', () => {
  it('fails above 299 or when the body carries errors or error', () => {
    expect(isAdminFailure(200, { data: 1 })).toBe(false);
    expect(isAdminFailure(299, { data: 1 })).toBe(false);
    expect(isAdminFailure(300, { data: 1 })).toBe(true);
    expect(isAdminFailure(200, { errors: { name: ['x'] } })).toBe(true);
    expect(isAdminFailure(200, { error: 'boom' })).toBe(true);
  });

  it("throws the body's message, else 'Failed to execute operation'", async () => {
    mockFetch([
      (url) => (url.pathname === '/api/admin/a' ? { body: { error: true, message: 'Nope' } } : undefined),
      (url) => (url.pathname === '/api/admin/b' ? { body: { errors: {} } } : undefined),
    ]);
    await expect(adminApi.get('/api/admin/a')).rejects.toThrow('Nope');
    await expect(adminApi.get('/api/admin/b')).rejects.toThrow('Failed to execute operation');
  });

  it('a public call with the same 200 body is not a failure', async () => {
    mockFetch([() => ({ body: { data: 1, error: 'ignored' } })]);
    await expect(api.get('/api/front/x')).resolves.toEqual({ data: 1, error: 'ignored' });
  });
});
