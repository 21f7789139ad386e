import type { LanguageCode } from '@shop/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MailRecipient } from './customers.service.ts';

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
    await deps.app.mailer.send({
      to: to.email,
      event,
      lang,
      variables: {
        // The renderer fills in {{shopName}} from the site settings (render.ts).
        name: to.name,
        link: new URL(linkPath, deps.publicUrl).toString(),
      },
    });
  } catch (error) {
    deps.log.error({ err: error, event, to: to.email }, 'account mail not sent');
  }
}
