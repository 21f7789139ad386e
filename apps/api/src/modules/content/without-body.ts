/** A list row of a page or a blog post: the record without its body, which only the editor reads. */
export function withoutBody<R extends { body: unknown }>(record: R): Omit<R, 'body'> {
  const { body: _body, ...rest } = record;
  return rest;
}
