import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { customerFilter, customerState } from './customers.service.ts';

describe('customers service', () => {
  const t = useTestApp();

  it('derives the SPEC 4 state from the two timestamps', () => {
    const at = new Date();
    expect(customerState({ emailVerifiedAt: null, approvedAt: null })).toBe('unconfirmed');
    expect(customerState({ emailVerifiedAt: null, approvedAt: at })).toBe('unconfirmed');
    expect(customerState({ emailVerifiedAt: at, approvedAt: null })).toBe('awaiting_approval');
    expect(customerState({ emailVerifiedAt: at, approvedAt: at })).toBe('approved');
  });

  it('the search is served by indexes: trigram for the text, unique indexes for identifiers', async () => {
    const where = customerFilter({ page: 1, sort: '-created_at', search: 'Haddad 07700' });
    const plan = await t.database.db.transaction(async (tx) => {
      // An empty table would be scanned anyway; forbid that to see which indexes the planner can use.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select id from users where ${where}`);
      return result.rows.map((r) => String(Object.values(r)[0])).join('\n');
    });
    expect(plan).toContain('users_search_trgm_idx');
    expect(plan).toContain('users_mobile_unique');
    expect(plan).toContain('users_company_number_unique');
    expect(plan).toContain('users_user_code_unique');
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
