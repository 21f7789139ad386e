import { i18n } from '../i18n/index.ts';
import {
  ApiError,
  buildHeaders,
  buildUrl,
  errorFromResponse,
  type RequestOptions,
  readBody,
} from './api-client.ts';

// Its own module, not the API client's: only the pages that download a file (invoices) load it,
// so the storefront's first script does not grow (e2e/tests/storefront-speed.spec.ts).

/**
 * Fetches a file as the client calls the API (SPEC 7's headers and the bearer token `options`
 * names, never put in a URL) and hands it to the browser as a download named `file.name`. A
 * refusal is thrown as the API's error (its JSON answer), like any call's.
 */
export async function downloadFile(
  path: string,
  file: { name: string; type: string },
  options: Omit<RequestOptions, 'params'> = {},
): Promise<void> {
  const headers = buildHeaders('GET', options.auth);
  for (const [key, value] of Object.entries(options.headers ?? {})) headers.set(key, value);
  headers.set('Accept', `${file.type}, application/json`);
  const init: RequestInit = { headers, credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;
  let response: Response;
  try {
    response = await fetch(buildUrl(path), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', i18n.t('errors:network'));
  }
  if (!response.ok)
    throw errorFromResponse(response.status, await readBody(response), options.auth === 'admin');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the object URL is freed later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
