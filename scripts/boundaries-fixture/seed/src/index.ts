export { orderTotal } from '../../apps/api/src/routes/orders.ts';
export const demo = 'demo';
