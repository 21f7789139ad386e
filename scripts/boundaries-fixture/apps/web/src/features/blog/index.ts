export { postTitle } from './post-title.ts';
