import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { authTokens } from '../../db/schema/index.ts';

export type TokenKind = (typeof authTokens.kind.enumValues)[number];

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new opaque bearer token (256 bits, base64url); only its hash is stored. */
export async function issueToken(
  db: Db,
  input: { kind: TokenKind; subjectId: number; ttlHours: number; userAgent?: string; ip?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + input.ttlHours * 3_600_000);
  await db.insert(authTokens).values({
    kind: input.kind,
    subjectId: input.subjectId,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: input.userAgent?.slice(0, 500),
    ip: input.ip?.slice(0, 64),
  });
  return { token, expiresAt };
}

export type TokenCheck =
  | { ok: true; subjectId: number; tokenId: number }
  | { ok: false; reason: 'unknown' | 'expired' };

/** A bearer token as a statement looks it up: its kind and hash. */
export interface BearerToken {
  kind: TokenKind;
  hash: string;
}

/** What a token's check reads of its row: `verifyToken`, and a route's own statement that checks it. */
export const tokenCheckColumns = {
  id: authTokens.id,
  subjectId: authTokens.subjectId,
  expiresAt: authTokens.expiresAt,
  revokedAt: authTokens.revokedAt,
};

type TokenCheckRow = { id: number; subjectId: number; expiresAt: Date; revokedAt: Date | null };

/** The one rule of a live token, from its row (none: unknown) at `now` (ms). */
export function checkToken(row: TokenCheckRow | null | undefined, now: number): TokenCheck {
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt || row.expiresAt.getTime() <= now) return { ok: false, reason: 'expired' };
  return { ok: true, subjectId: row.subjectId, tokenId: row.id };
}

// Every signed-in request runs this first: built once, not per request (db/prepared.ts).
const tokenByHash = preparedOn((db) =>
  db
    .select(tokenCheckColumns)
    .from(authTokens)
    .where(
      and(eq(authTokens.tokenHash, sql.placeholder('hash')), eq(authTokens.kind, sql.placeholder('kind'))),
    )
    .limit(1)
    .prepare('auth_token_by_hash'),
);

/** Looks a bearer token up as its kind (a token of another kind is unknown here) and checks it now. */
export async function verifyToken(db: Db, token: BearerToken): Promise<TokenCheck> {
  const [row] = await tokenByHash(db).execute({ hash: token.hash, kind: token.kind });
  return checkToken(row, Date.now());
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/**
 * Revokes every live token of one principal (password change, account removal), but the one
 * `exceptTokenId` names (the session that changed its own password). Given the caller's
 * transaction, the revocation commits together with the change that caused it.
 */
export async function revokeAllFor(
  db: DbOrTx,
  kind: TokenKind,
  subjectId: number,
  exceptTokenId?: number,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authTokens.kind, kind),
        eq(authTokens.subjectId, subjectId),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
        exceptTokenId === undefined ? undefined : ne(authTokens.id, exceptTokenId),
      ),
    );
}

export function bearer(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
