export const shopLink = '/shop';
