import { ABANDONED_CART_AFTER_MS, type LanguageCode } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';

/*
 * SPEC 4 "Abandoned cart": a cart with at least one item left for one week gets one reminder, and
 * its sent flag is set. Several API processes may run this at once: each claims carts with
 * `for update skip locked`, so a cart is mailed by one of them only, and the mail is queued in the
 * same transaction as the flag is set (ADR 0058): both happen or neither; the queue retries sends.
 * Any change to the cart clears the flag (cart.service.ts), so a cart left again is reminded again.
 */

export interface AbandonedCartDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/** Sends the reminders due now, at most `batch` of them; answers how many went out. */
export async function remindAbandonedCarts(deps: AbandonedCartDeps, batch = 25): Promise<number> {
  const cutoff = new Date(Date.now() - ABANDONED_CART_AFTER_MS);
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      id: number;
      email: string;
      first_name: string;
      last_name: string;
      lang: string | null;
    }>(sql`
      select c.id, u.email, u.first_name, u.last_name, u.preferred_language as lang
      from carts c join users u on u.id = c.user_id
      where c.abandoned_email_sent_at is null and c.updated_at < ${cutoff.toISOString()}
        and exists (select 1 from cart_items i where i.cart_id = c.id)
      order by c.updated_at
      limit ${batch}
      for update of c skip locked`);
    let sent = 0;
    for (const row of rows) {
      const lang: LanguageCode = row.lang === 'ar' ? 'ar' : 'en';
      await deps.mailer.send(
        {
          to: row.email,
          event: 'cart.abandoned',
          lang,
          variables: { name: `${row.first_name} ${row.last_name}`.trim(), link: `${deps.publicUrl}/cart` },
        },
        { tx },
      );
      // Marked without touching updated_at: the cart's age is what the admin's filter reads.
      await tx.execute(sql`update carts set abandoned_email_sent_at = now() where id = ${row.id}`);
      sent += 1;
    }
    return sent;
  });
}

/** Runs the reminders every `everyMinutes` in this process until `stop` is called. */
export function scheduleAbandonedCartReminders(
  deps: AbandonedCartDeps,
  everyMinutes: number,
  log: FastifyBaseLogger,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const sent = await remindAbandonedCarts(deps);
      if (sent > 0) log.info({ sent }, 'abandoned-cart reminders sent');
    } catch (error) {
      log.error({ err: error }, 'abandoned-cart reminders failed; they will be tried again');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, everyMinutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
