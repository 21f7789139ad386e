/** Each link's (or menu item's) text and address, in order: a menu or a nav checked as a whole. */
export function linkTargets(elements: HTMLElement[]): [string | null, string | null][] {
  return elements.map((el) => [el.textContent, el.getAttribute('href')]);
}
