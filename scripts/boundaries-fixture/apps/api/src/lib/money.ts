// Wrong: lib/ imports a module.
export { orderTotal } from '../modules/orders/orders.service.ts';
