import type { LanguageCode } from '@shop/shared';
import type { Db } from '../db/client.ts';
import type { TokenKind } from './auth/tokens.ts';

/** Who asks: a visitor, or the customer, salesperson or admin a verified bearer token names. */
export interface Asker {
  kind: 'visitor' | TokenKind;
  id: number | null;
}

export const VISITOR_ASKER: Asker = { kind: 'visitor', id: null };

/**
 * What every service is given first (ADR 0040): the database handle (a service that needs a
 * transaction opens it on `db`), the language of the answer and who asks. One shape, so a route
 * never has to know which service wants the language and which does not.
 */
export interface RequestContext<Who extends Asker = Asker> {
  db: Db;
  lang: LanguageCode;
  who: Who;
}
