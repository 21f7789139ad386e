import type { LanguageCode, Localized } from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.ts';
import { validationFailed } from '../lib/errors.ts';
import { uniqueRace } from '../lib/pg-errors.ts';

/**
 * Bilingual text (`{ en, ar }` jsonb columns) on the database side, in one place (ADR 0040).
 * Picking the shopper's language with a fallback is `pickLocalized` of @shop/shared, the same on
 * the server and in the browser.
 */

/** Field errors of a 422: `{ 'name.en': ['validation.nameTaken'] }`. */
export type FieldErrors = Record<string, string[]>;

/**
 * The sort expression of a bilingual column in the reader's language: Arabic as written, English
 * case-insensitively.
 */
export function localizedSort(column: SQL | AnyPgColumn, lang: LanguageCode): SQL {
  return lang === 'ar' ? sql`(${column} ->> 'ar')` : sql`lower(${column} ->> 'en')`;
}

/** Both texts of a bilingual column, English then Arabic: what a search looks through. */
export function bothLanguages(column: SQL | AnyPgColumn): [SQL, SQL] {
  return [sql`${column} ->> 'en'`, sql`${column} ->> 'ar'`];
}

/**
 * Both texts of a bilingual column as one string, `en ar`: what a search through a short name
 * looks in, so that a term may span the two languages.
 */
export function bothNames(column: SQL | AnyPgColumn): SQL {
  return sql`((${column} ->> 'en') || ' ' || (${column} ->> 'ar'))`;
}

/**
 * The errors for the parts of `name` another row of `table` already uses: English compared
 * case-insensitively, Arabic as written. The unique indexes `<table>_name_en_unique` and
 * `<table>_name_ar_unique` stay the final guard (`uniqueNameRace`).
 */
export async function namesTaken(
  db: Queryable,
  table: string,
  name: Localized,
  exceptId?: number,
): Promise<FieldErrors> {
  const except = exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`;
  const { rows } = await db.execute<{ en: boolean; ar: boolean }>(sql`
    select lower(name ->> 'en') = lower(${name.en}) as en, (name ->> 'ar') = ${name.ar} as ar
    from ${sql.identifier(table)}
    where (lower(name ->> 'en') = lower(${name.en}) or (name ->> 'ar') = ${name.ar}) ${except}
    limit 2`);
  const errors: FieldErrors = {};
  if (rows.some((r) => r.en)) errors['name.en'] = ['validation.nameTaken'];
  if (rows.some((r) => r.ar)) errors['name.ar'] = ['validation.nameTaken'];
  return errors;
}

/** The 422 answer for names another row of the table already uses, per language. */
export async function assertNamesFree(
  db: Queryable,
  table: string,
  name: Localized,
  exceptId?: number,
): Promise<void> {
  const errors = await namesTaken(db, table, name, exceptId);
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/**
 * Maps a unique violation that slipped past the checks (two saves at once) onto its field: the
 * name indexes of `table`, and any `more` constraints of the table (`{ tags_slug_unique: ['slug',
 * 'validation.slugTaken'] }`). Anything else is thrown on.
 */
export function uniqueNameRace(table: string, more: Record<string, [string, string]> = {}) {
  return uniqueRace({
    [`${table}_name_en_unique`]: ['name.en', 'validation.nameTaken'],
    [`${table}_name_ar_unique`]: ['name.ar', 'validation.nameTaken'],
    ...more,
  });
}
