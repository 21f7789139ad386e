import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The answer is a 422 refusal carrying exactly these field errors, as the language words them. */
export function expectFieldErrors(res: LightMyRequestResponse, errors: Record<string, string[]>): void {
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual(errors);
}
