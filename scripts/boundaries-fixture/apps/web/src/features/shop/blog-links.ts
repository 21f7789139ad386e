export { postTitle } from '../blog/index.ts';
// Wrong: blog has an index.ts, so it is entered through it alone.
export { postTitle as title } from '../blog/post-title.ts';
