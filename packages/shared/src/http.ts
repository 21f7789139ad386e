import { z } from 'zod';

/** Header names of SPEC point 7, shared by the SPA's client and the API's checks. */
export const HEADERS = {
  apiKey: 'x-api-key',
  preview: 'x-preview',
  language: 'accept-language',
  xsrfCookie: 'XSRF-TOKEN',
  xsrfHeader: 'x-xsrf-token',
} as const;

/** Success envelope: `{ data, message? }` (DESIGN.md "API"). */
export interface ApiSuccess<T> {
  data: T;
  message?: string;
}

/** Failure envelope: `{ code, message, errors? }`: code for programs, message for people. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
});

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
}

/** The cookie the SPA keeps the shopper's language in, for the server's page preloads (ADR 0046). */
export const LANGUAGE_COOKIE = 'language';
