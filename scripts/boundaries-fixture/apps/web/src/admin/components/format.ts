export const formatDate = 'date';
