import type { ListMeta, ReviewInput, ReviewListQuery, ReviewRecord } from '@shop/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, reviews, users } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import { parseSort, readTablePage, searchIn } from '../admins/list-page.ts';
import { columnsOf } from '../records.ts';

/**
 * Site reviews (SPEC 3 "Review"; SPEC 2 settings/reviews). Who may write one (SPEC 6 "a review
 * page shows a not-eligible message when access is refused"): a signed-in customer whose e-mail is
 * verified, whose account is approved and not restricted — someone who can actually have bought.
 * Everyone else gets 403 `reviewNotEligible` ('You Are Not Elligible to View This Page.'); no
 * token at all is 401. A review waits for an admin's approval before the storefront shows it.
 */
type Row = typeof reviews.$inferSelect;

function toRecord(row: Row): ReviewRecord {
  return {
    ...columnsOf(row, ['id', 'rating', 'ratings', 'comment', 'approved', 'reviewerName', 'reviewerEmail']),
    ...columnsOf(row, ['userId', 'productId']),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function isEligibleReviewer(db: Db, userId: number): Promise<boolean> {
  const [user] = await db
    .select({ verified: users.emailVerifiedAt, approved: users.approvedAt, restricted: users.restricted })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return Boolean(user?.verified && user.approved && !user.restricted);
}

export async function submitReview(db: Db, userId: number, input: ReviewInput): Promise<ReviewRecord> {
  if (!(await isEligibleReviewer(db, userId))) throw new AppError(403, 'reviewNotEligible');
  if (input.productId !== undefined) {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.productId));
    if (!product) throw validationFailed({ productId: ['validation.notFoundRef'] });
  }
  const ratings = Object.fromEntries(
    Object.entries(input.ratings).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
  const [row] = await db
    .insert(reviews)
    .values({
      userId,
      productId: input.productId ?? null,
      rating: input.rating,
      ratings,
      comment: input.comment,
      reviewerName: input.name,
      reviewerEmail: input.email,
    })
    .returning();
  if (!row) throw new AppError(500, 'reviewFailed');
  return toRecord(row);
}

export async function listReviews(
  db: Db,
  query: ReviewListQuery & { approvedOnly?: boolean },
): Promise<{ items: ReviewRecord[]; meta: ListMeta }> {
  const approved = query.approvedOnly ? true : query.approved;
  const where = and(
    searchIn(query.search, [reviews.reviewerName, reviews.reviewerEmail, reviews.comment]),
    approved === undefined ? undefined : eq(reviews.approved, approved),
    query.rating ? eq(reviews.rating, query.rating) : undefined,
  );
  const { key, desc: descending } = parseSort<'created_at' | 'rating'>(query.sort);
  const dir = descending ? desc : asc;
  return readTablePage(
    db,
    query,
    reviews,
    where,
    [key === 'rating' ? dir(reviews.rating) : dir(reviews.createdAt), dir(reviews.id)],
    (rows) => rows.map(toRecord),
  );
}

export async function getReview(db: Db, id: number): Promise<ReviewRecord> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  if (!row) throw notFound();
  return toRecord(row);
}

export async function setReviewApproved(db: Db, id: number, approved: boolean): Promise<ReviewRecord> {
  const [row] = await db.update(reviews).set({ approved }).where(eq(reviews.id, id)).returning();
  if (!row) throw notFound();
  return toRecord(row);
}

export async function deleteReview(db: Db, id: number): Promise<void> {
  const rows = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  if (!rows.length) throw notFound();
}
