export const postTitle = 'title';
