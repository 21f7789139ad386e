import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bearer, hashToken, type TokenKind } from '../auth/tokens.ts';
import { canSeePrices, type PriceViewer } from '../users/price-visibility.ts';

/**
 * Who is looking at the storefront catalogue. Public routes take an optional bearer token; a
 * missing, unknown, expired or revoked token makes a visitor, never an error, so a stale token
 * in the SPA cannot break browsing (docs/decisions/0011-price-visibility.md).
 */
export interface CatalogueViewer {
  kind: 'visitor' | TokenKind;
  id: number | null;
  pricesVisible: boolean;
}

export const VISITOR: CatalogueViewer = { kind: 'visitor', id: null, pricesVisible: false };

interface TokenRow extends Record<string, unknown> {
  kind: TokenKind;
  subject_id: number;
  email_verified_at: Date | null;
  approved_at: Date | null;
  can_see_prices: boolean | null;
  user_exists: boolean;
  salesperson_active: boolean | null;
  admin_exists: boolean;
}

/**
 * Resolves the viewer in one SQL statement: the token (any kind; hashes are unique, and the kind
 * read from the row decides what it may do) joined with the customer, salesperson or admin it
 * belongs to. The price rule itself is `canSeePrices` of modules/users/price-visibility.ts.
 */
export async function resolveViewer(db: Db, authorization: string | undefined): Promise<CatalogueViewer> {
  const token = bearer(authorization);
  if (!token) return VISITOR;
  const { rows } = await db.execute<TokenRow>(sql`
    select t.kind, t.subject_id,
           u.email_verified_at, u.approved_at, u.can_see_prices, u.id is not null as user_exists,
           s.active as salesperson_active, a.id is not null as admin_exists
    from auth_tokens t
    left join users u on t.kind = 'user' and u.id = t.subject_id
    left join salespeople s on t.kind = 'salesperson' and s.id = t.subject_id
    left join admins a on t.kind = 'admin' and a.id = t.subject_id
    where t.token_hash = ${hashToken(token)} and t.revoked_at is null and t.expires_at > now()
    limit 1`);
  const row = rows[0];
  if (!row) return VISITOR;
  let viewer: PriceViewer;
  switch (row.kind) {
    case 'user':
      if (!row.user_exists) return VISITOR;
      viewer = {
        kind: 'user',
        user: {
          emailVerifiedAt: row.email_verified_at,
          approvedAt: row.approved_at,
          canSeePrices: row.can_see_prices === true,
        },
      };
      break;
    case 'salesperson':
      // An inactive salesperson cannot sign in; a token left over from before browses as a visitor.
      if (row.salesperson_active !== true) return VISITOR;
      viewer = { kind: 'salesperson' };
      break;
    case 'admin':
      if (!row.admin_exists) return VISITOR;
      viewer = { kind: 'admin' };
      break;
  }
  return { kind: row.kind, id: row.subject_id, pricesVisible: canSeePrices(viewer) };
}
