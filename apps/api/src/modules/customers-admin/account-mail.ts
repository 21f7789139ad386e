import { type LanguageCode, pickLocalized } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import type { MailRecipient } from './customers.service.ts';

async function shopName(db: Db, lang: LanguageCode): Promise<string> {
  const [row] = await db
    .select({ siteName: siteSettings.siteName, projectName: siteSettings.projectName })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  return (row && pickLocalized(row.siteName, lang)) || row?.projectName || '';
}

/**
 * Sends an account mail (`account.approved`, `account.restricted`) in the customer's language,
 * else the deployment's. The account change is already committed: a failed send is logged, and
 * the admin's action still succeeds.
 */
export async function sendAccountMail(
  deps: {
    app: FastifyInstance;
    db: Db;
    log: FastifyBaseLogger;
    fallbackLang: LanguageCode;
    publicUrl: string;
  },
  to: MailRecipient,
  event: 'account.approved' | 'account.restricted',
  linkPath: string,
): Promise<void> {
  const lang = to.preferredLanguage ?? deps.fallbackLang;
  try {
    const shop = await shopName(deps.db, lang);
    await deps.app.mailer.send({
      to: to.email,
      event,
      lang,
      variables: {
        name: to.name,
        // Without site settings the mailer fills in its own default shop name.
        ...(shop ? { shopName: shop } : {}),
        link: new URL(linkPath, deps.publicUrl).toString(),
      },
    });
  } catch (error) {
    deps.log.error({ err: error, event, to: to.email }, 'account mail not sent');
  }
}
