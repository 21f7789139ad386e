import { z } from 'zod';
import { PG_INT_MAX } from '../constants.ts';
import type { LanguageCode } from '../environments.ts';
import { validationMessage } from '../errors.ts';

// ---------------------------------------------------------------------------------------------
// Text (docs/decisions/0031-hostile-input.md)
// ---------------------------------------------------------------------------------------------

/**
 * Characters no text of the shop may hold: C0 control characters other than tab, line feed and
 * carriage return; DEL; and UTF-16 surrogates that are not half of a pair (with the `u` flag a
 * paired surrogate is one code point and does not match). PostgreSQL cannot store NUL or a lone
 * surrogate at all; the others are never typed, only injected.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const NEVER_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]/u;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** True when `text` holds a character no text may hold (see NEVER_IN_TEXT). */
export function hasForbiddenCharacters(text: string): boolean {
  return NEVER_IN_TEXT.test(text);
}

/** Text of several lines (messages, descriptions, HTML): tab and line breaks allowed. */
export function isMultiLineText(text: string): boolean {
  return !NEVER_IN_TEXT.test(text);
}

/** Text of one line (names, titles, codes, search terms): no control character at all. */
export function isSingleLineText(text: string): boolean {
  return !NEVER_IN_TEXT.test(text) && !LINE_BREAK_OR_TAB.test(text);
}

const invalidCharacters = validationMessage('invalidCharacters');

/** The check of a one-line text field: `z.string().trim().max(80).check(singleLine())`. */
export const singleLine = () =>
  z.refine<string>(isSingleLineText, {
    error: (issue) =>
      typeof issue.input === 'string' && hasForbiddenCharacters(issue.input)
        ? invalidCharacters
        : validationMessage('singleLine'),
  });

/** The check of a text field of several lines (tab, line feed and carriage return allowed). */
export const multiLine = () => z.refine<string>(isMultiLineText, { error: invalidCharacters });

const required = validationMessage('required');

/**
 * A required text field: trimmed, "required" when empty, at most `max` characters, of one line or,
 * with `lines: 'multi'`, of several. An empty field stops the form's own checks (a refine on the
 * whole object) unless `stopWhenEmpty` is false: the sign-up and address forms still tell the
 * customer that the passwords differ while a name is missing.
 */
export const requiredText = (
  max: number,
  { lines = 'single', stopWhenEmpty = true }: { lines?: 'single' | 'multi'; stopWhenEmpty?: boolean } = {},
) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: stopWhenEmpty })
    .max(max, { error: validationMessage('maxLength', { max }) })
    .check(lines === 'single' ? singleLine() : multiLine());

/**
 * A password typed to prove who one is or to repeat a new one (sign-in, the current password, the
 * confirmation): required, no rule but 200 characters at most.
 */
export const enteredPassword = z.string({ error: required }).min(1, { error: required }).max(200);

/** An optional text field: blank becomes `null`, so forms can send '' for "none". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: validationMessage('maxLength', { max }) })
    .check(singleLine())
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * An optional bilingual text (descriptions, notes, HTML): null or both languages, each of which
 * may be empty and span lines.
 */
export const optionalLocalized = (max: number) => {
  const language = () =>
    z
      .string()
      .trim()
      .max(max, { error: validationMessage('maxLength', { max }) })
      .check(multiLine())
      .default('');
  return z.object({ en: language(), ar: language() }).nullable().optional();
};

/** A required e-mail address: trimmed, "required" when empty, else a valid address of 255 at most. */
export const requiredEmail = () =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .pipe(z.email({ error: validationMessage('invalidEmail') }).max(255));

/** Bilingual text stored as `{ en, ar }` and served in the request's language (DESIGN.md "Data"). */
export const localized = z.object({
  en: z.string().check(multiLine()),
  ar: z.string().check(multiLine()),
});
export type Localized = z.infer<typeof localized>;

/**
 * The language a bilingual text lacks while the other has text (the storefront then shows the
 * other language's text on that language's pages); null when both or neither are filled.
 */
export function missingLanguage(value: Localized | null | undefined): LanguageCode | null {
  const en = Boolean(value?.en?.trim());
  const ar = Boolean(value?.ar?.trim());
  if (en === ar) return null;
  return en ? 'ar' : 'en';
}

/** The text in `lang`, falling back to the other language when that one is empty. */
export function pickLocalized(value: Localized | null | undefined, lang: LanguageCode): string {
  if (!value) return '';
  const other: LanguageCode = lang === 'ar' ? 'en' : 'ar';
  return value[lang]?.trim() ? value[lang] : (value[other] ?? '');
}

/**
 * `?search=` of every list: trimmed, at most 100 characters on one line; blank means no search.
 */
export const searchQuery = z
  .string()
  .trim()
  .max(100, { error: validationMessage('maxLength', { max: 100 }) })
  .check(singleLine())
  .optional()
  .transform((v) => (v ? v : undefined));

// ---------------------------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------------------------

const invalid = { error: validationMessage('invalid') };

/**
 * A row id or a reference to one: 1 to PostgreSQL's `integer` maximum (every id column is a
 * serial `integer`), so a larger number is "not valid" here, never an out-of-range error in the
 * database. A numeric string (`"12"`, as paths, query strings and forms send it) is read as a
 * number; nothing else is (not `true`, not `[5]`). Missing is "required".
 */
export const recordId = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? validationMessage('required')
          : validationMessage('invalid'),
    })
    .int(invalid)
    .min(1, invalid)
    .max(PG_INT_MAX, invalid),
);

/** `/:id` in a path. */
export const idParams = z.object({ id: recordId });

/** `?page=`: from 1; beyond 100 000 no list has rows, and the offset stays far inside `bigint`. */
export const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);

// ---------------------------------------------------------------------------------------------
// Updates
// ---------------------------------------------------------------------------------------------

/**
 * The rule of every partial update (`PUT` whose fields are all optional): it must change at least
 * one field, else 422 `nothingToUpdate` on `_`. `ignore` lists fields that change nothing on
 * their own (a password confirmation). Use as `.refine(...changesSomething(['passwordConfirmation']))`.
 */
export function changesSomething(ignore: readonly string[] = []) {
  return [
    (value: Record<string, unknown>) =>
      Object.entries(value).some(([key, v]) => v !== undefined && !ignore.includes(key)),
    { error: validationMessage('nothingToUpdate') },
  ] as const;
}

/** A sort parameter: the key ascending (`name`) or descending (`-name`). */
export type SortKey<K extends string> = K | `-${K}`;

/** The sorts a list offers: each key ascending then descending, in the order given. */
export function sortKeys<const K extends string>(
  ...keys: [K, ...K[]]
): readonly [SortKey<K>, ...SortKey<K>[]] {
  return keys.flatMap((key) => [key, `-${key}` as const]) as [SortKey<K>, ...SortKey<K>[]];
}

/** A list's `sort` query parameter: one of `values` (else 422 `invalid`), `fallback` when absent. */
export const sortQuery = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values, { error: validationMessage('invalid') }).default(fallback as never);

/** The answer of a sign-in: the bearer token, when it expires, and whom it names under `key`. */
export function signInResult<K extends string, Profile extends z.ZodType>(key: K, profile: Profile) {
  return z.object({
    token: z.string(),
    expiresAt: z.string(),
    ...({ [key]: profile } as { [k in K]: Profile }),
  });
}

/** When a record was created and last changed, as every back-office record answers them. */
export const timestamps = { createdAt: z.string(), updatedAt: z.string() };

/** A stored row as the API answers it: its integer id, then `shape`. */
export const recordOf = <S extends z.ZodRawShape>(shape: S) => z.object({ id: z.number().int(), ...shape });
