export { orderTotal } from '../modules/orders/orders.service.ts';
