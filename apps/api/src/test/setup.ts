import { afterEach, vi } from 'vitest';

// A test that makes the code log an error fails: errors are never an acceptable side effect.
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length) throw new Error(`console.error was called:\n${calls.map((c) => c.join(' ')).join('\n')}`);
});
