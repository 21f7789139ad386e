import type { Localized } from '@shop/shared';
import {
  type AnyPgColumn,
  integer,
  jsonb,
  timestamp,
  type UpdateDeleteAction,
  varchar,
} from 'drizzle-orm/pg-core';
import { recordStatus } from './enums.ts';

/*
 * Column groups many tables share. Each helper makes new column builders on every call, so no
 * two tables hold the same builder object.
 */

/** The identity primary key of every table with its own id. */
export const primaryId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** created_at alone, on rows written once and never edited (history, images, redemptions…). */
export const createdAtNow = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A required name in each language; `uniqueName` (catalogue.ts) keeps it unique per language. */
export const localizedName = () => jsonb('name').$type<Localized>().notNull();

/** The URL slug made from the English name. */
export const slugColumn = () => varchar('slug', { length: 120 }).notNull();

/**
 * What the storefront shows of a brand, a main category and a category alike (SPEC 5): name,
 * slug, description, status, a gallery image and the admin's order.
 */
export const showcaseColumns = () => ({
  name: localizedName(),
  slug: slugColumn(),
  description: jsonb('description').$type<Localized>(),
  status: recordStatus('status').notNull().default('active'),
  image: varchar('image', { length: 500 }).notNull(),
  position: integer('position').notNull().default(0),
});

/** A required reference to another table's id, with what deleting that row does to this one. */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  integer(name).notNull().references(target, { onDelete });
