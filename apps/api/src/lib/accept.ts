/**
 * Does the client ask for a page (a browser following a link or typing an address) rather than
 * data? Browsers list `text/html` in Accept; scripts and JSON clients do not.
 */
export function wantsHtml(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((part) => part.split(';')[0]?.trim().toLowerCase() === 'text/html');
}
