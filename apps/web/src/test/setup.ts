import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { toasts, toastTiming } from '../components/ui/toast/toast-store.ts';
import { resetBootDeployment } from '../config/env.ts';
import { i18n, loadLanguage } from '../i18n/index.ts';

// jsdom's getComputedStyle matches every rule of every stylesheet in the document against the
// element, and emotion keeps adding rules as a file's tests render more of MUI: half a page test's
// time went there (TextareaAutosize, accessible names, Popper, user-event's pointer check). The
// app's two caches still run stylis (and the RTL plugin) but write into a detached element, so the
// computed style is the inline one. Tests of the theme's colours render with their own cache.
vi.mock('../features/theme/emotion-cache.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../features/theme/emotion-cache.ts')>();
  const { default: createCache } = await import('@emotion/cache');
  const container = document.createElement('div');
  const caches = {
    rtl: createCache({ ...actual.emotionCacheOptions('rtl'), container }),
    ltr: createCache({ ...actual.emotionCacheOptions('ltr'), container }),
  };
  return { ...actual, emotionCache: (direction: 'rtl' | 'ltr') => caches[direction] };
});

await Promise.all([loadLanguage('en'), loadLanguage('ar')]);

// The first render of a lazy route transforms MUI on demand, which takes seconds on a busy
// two-core CI machine running the suites beside the browser tests (ADR 0049); the default 1 s
// wait would make such tests flaky rather than wrong. A wait ends as soon as what it waits for is
// there, so only a wait that never succeeds takes this long, and it still fails. No test sets a
// shorter one.
configure({ asyncUtilTimeout: 120_000 });

// Likewise a notice (3 s at most in the product) could come and go between two looks.
toastTiming.scale = 20;

// A `findBy…` or `waitFor` retries its query on every change to the page, and each miss printed the
// whole page into an error the next try threw away: 3 % of the suite's CPU (ADR 0063). While it
// retries (Testing Library's own flag), a miss keeps its message only; a wait that runs out still
// prints the page, once, when its onTimeout calls getElementError outside the retries. (Without the
// flag, in a later Testing Library, every miss prints the page again, as before.)
const printPage = getConfig().getElementError;
const retrying = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
configure({
  getElementError: (message, container) => {
    if (!retrying()) return printPage(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// jsdom has no scrolling; the admin sidebar scrolls to the top on every click.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// A test that makes the code log an error fails: errors are never an acceptable side effect.
const errorSpy = vi.spyOn(console, 'error');

beforeEach(async () => {
  localStorage.clear();
  resetBootDeployment();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  toasts.clear();
  const calls = errorSpy.mock.calls.slice();
  errorSpy.mockClear();
  if (calls.length) throw new Error(`console.error was called:\n${calls.map((c) => c.join(' ')).join('\n')}`);
});
