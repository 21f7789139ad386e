export const button = 'button';
