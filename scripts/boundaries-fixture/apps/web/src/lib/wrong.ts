// Wrong: lib/ imports a feature.
export { shopLink } from '../features/shop/links.ts';
