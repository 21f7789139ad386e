import { randomBytes } from 'node:crypto';
import type { AccountTokenPurpose } from '@shop/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountTokens } from '../../db/schema/index.ts';
import { hashToken } from '../auth/tokens.ts';

/**
 * Emailed one-time links (verification, password reset) for customers. Only the SHA-256 of the
 * token is stored; a new link replaces the older unused ones of the same purpose; using a link
 * is one conditional update, so it works once even when clicked twice at the same moment.
 */
export async function issueAccountToken(
  db: DbOrTx,
  input: { purpose: AccountTokenPurpose; userId: number; email: string; ttlMs: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + input.ttlMs);
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.purpose, input.purpose),
        eq(accountTokens.subjectKind, 'user'),
        eq(accountTokens.subjectId, input.userId),
        isNull(accountTokens.usedAt),
      ),
    );
  await db.insert(accountTokens).values({
    purpose: input.purpose,
    subjectKind: 'user',
    subjectId: input.userId,
    email: input.email,
    tokenHash: hashToken(token),
    sentAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** Seconds left before another mail of `purpose` may be sent to the customer (0: may send now). */
export async function cooldownLeft(
  db: DbOrTx,
  input: { purpose: AccountTokenPurpose; userId: number; cooldownSeconds: number },
): Promise<number> {
  if (input.cooldownSeconds <= 0) return 0;
  const [last] = await db
    .select({ sentAt: accountTokens.sentAt })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.purpose, input.purpose),
        eq(accountTokens.subjectKind, 'user'),
        eq(accountTokens.subjectId, input.userId),
      ),
    )
    .orderBy(desc(accountTokens.sentAt))
    .limit(1);
  if (!last) return 0;
  const elapsedMs = Date.now() - last.sentAt.getTime();
  return Math.max(0, Math.ceil((input.cooldownSeconds * 1000 - elapsedMs) / 1000));
}

export type ConsumeResult = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Uses a link: the token must exist for `purpose`, be unused, unexpired, and have been sent to
 * `email` (SPEC 5 "The email must match the one requested"). Marks it used.
 */
export async function consumeAccountToken(
  db: DbOrTx,
  input: { purpose: AccountTokenPurpose; token: string; email: string },
): Promise<ConsumeResult> {
  const tokenHash = hashToken(input.token);
  const matches = and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.purpose, input.purpose),
    eq(accountTokens.subjectKind, 'user'),
    sql`lower(${accountTokens.email}) = ${input.email.toLowerCase()}`,
  );
  const [used] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(matches, isNull(accountTokens.usedAt), sql`${accountTokens.expiresAt} > now()`))
    .returning({ userId: accountTokens.subjectId });
  if (used) return { ok: true, userId: used.userId };
  const [row] = await db.select({ usedAt: accountTokens.usedAt }).from(accountTokens).where(matches).limit(1);
  return { ok: false, reason: row && !row.usedAt ? 'expired' : 'invalid' };
}
