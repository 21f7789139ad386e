import type { CartProblem } from '@shop/shared';
import { i18n } from '../../i18n/index.ts';

/**
 * Why a line, a payment method or the cart cannot be ordered, in the page's language: the
 * server names a SPEC 8 key of the shared `errors` catalogue and its values.
 */
export function problemText(problem: CartProblem): string {
  const fallback = i18n.t('errors:unknown');
  return i18n.t(`errors:${problem.code}`, { ...problem.params, defaultValue: fallback }) as string;
}
