export const cartBadge = 'badge';
