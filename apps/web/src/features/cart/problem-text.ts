import type { CartProblem } from '@shop/shared';
import { i18n, translateMessage } from '../../i18n/index.ts';

/**
 * Why a cart line, a quick-order line or the cart cannot be ordered, in the site's language: the
 * server's SPEC 8 key (`notEnoughProduct` with `item` and `max`…) from the shared catalogue, or a
 * shared validation message (`validation.quantityMax|{"max":10}`) as it came.
 */
export function problemText(problem: CartProblem): string {
  if (problem.code.includes('.')) return translateMessage(problem.code);
  const message = problem.params?.message;
  if (problem.code === 'validation' && typeof message === 'string') return translateMessage(message);
  const key = `errors:${problem.code}`;
  // The server's key, not known to i18next's types: asked for with its values, like translateMessage.
  const translate = i18n.t.bind(i18n) as unknown as (key: string, options: object) => string;
  return i18n.exists(key) ? translate(key, problem.params ?? {}) : translate('errors:unknown', {});
}
