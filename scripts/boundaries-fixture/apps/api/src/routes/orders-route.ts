export const ordersRoute = 'route';
