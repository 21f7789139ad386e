/** A failed parse's message keys by field path (`values.0.hex`), as the tests of the schemas read them. */
export const issueMessages = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
