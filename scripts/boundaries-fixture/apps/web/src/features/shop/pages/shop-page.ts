export { cartBadge } from '../../cart/cart-badge.ts';
// Wrong: another feature's internals.
export { cartLine } from '../../cart/parts/cart-line.ts';
export { shopLink } from '../links.ts';
