import type { CustomerAddress, CustomerAddressData } from '@shop/shared';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { addresses, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { columnsOf } from '../records.ts';

/** A customer keeps at most this many addresses (lists stay bounded, DESIGN.md "Lists"). */
export const MAX_ADDRESSES_PER_CUSTOMER = 50;

type AddressRow = typeof addresses.$inferSelect;

function toAddress(row: AddressRow): CustomerAddress {
  return columnsOf(row, [
    'id',
    'country',
    'city',
    'state',
    'address1',
    'address2',
    'postCode',
    'isDefault',
    'latitude',
    'longitude',
  ]);
}

/** The columns of a body; a body without a pin clears it (PUT replaces the whole address). */
const addressColumns = (input: CustomerAddressData) => ({
  ...input,
  latitude: input.latitude ?? null,
  longitude: input.longitude ?? null,
});

/** Ownership lives here: another customer's address is simply not found (404). */
async function ownRow(db: DbOrTx, userId: number, id: number, lock = false): Promise<AddressRow> {
  const query = db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function listAddresses(db: DbOrTx, userId: number): Promise<CustomerAddress[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id))
    .limit(MAX_ADDRESSES_PER_CUSTOMER);
  return rows.map(toAddress);
}

export async function getAddress(db: Db, userId: number, id: number): Promise<CustomerAddress> {
  return toAddress(await ownRow(db, userId, id));
}

/** Clears the customer's current default (before another becomes it; one partial unique index). */
async function clearDefault(tx: DbOrTx, userId: number, exceptId?: number) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        exceptId === undefined ? undefined : ne(addresses.id, exceptId),
      ),
    );
}

export async function createAddress(
  db: Db,
  userId: number,
  input: CustomerAddressData,
): Promise<CustomerAddress> {
  return addressWrite(db, userId, async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    const n = existing?.n ?? 0;
    if (n >= MAX_ADDRESSES_PER_CUSTOMER)
      throw new AppError(422, 'addressLimit', { max: MAX_ADDRESSES_PER_CUSTOMER });
    // The first address is the default whatever was asked.
    const isDefault = input.isDefault || n === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ ...addressColumns(input), userId, isDefault })
      .returning();
    if (!row) throw new Error('address not created');
    return toAddress(row);
  });
}

export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  input: CustomerAddressData,
): Promise<CustomerAddress> {
  return addressWrite(db, userId, async (tx) => {
    const current = await ownRow(tx, userId, id, true);
    // The default stays the default until another address takes over (there is always one).
    const isDefault = input.isDefault || current.isDefault;
    if (isDefault && !current.isDefault) await clearDefault(tx, userId, id);
    const [row] = await tx
      .update(addresses)
      .set({ ...addressColumns(input), isDefault })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!row) throw notFound();
    return toAddress(row);
  });
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await addressWrite(db, userId, async (tx) => {
    const current = await ownRow(tx, userId, id, true);
    await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!current.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}

/**
 * One write to a customer's addresses, in a transaction that first locks the customer's row: one
 * customer's address writes queue up, so the count and the single default stay right.
 */
function addressWrite<T>(db: Db, userId: number, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!row) throw new AppError(401, 'sessionExpired');
    return write(tx);
  });
}
