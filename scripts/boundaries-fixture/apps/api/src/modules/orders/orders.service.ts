export const orderTotal = 'total';
// Wrong: a module imports a route.
export { ordersRoute } from '../../routes/orders-route.ts';
