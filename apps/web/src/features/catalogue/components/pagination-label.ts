import type { CatalogueT } from '../i18n.ts';

type ItemType = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

/** Accessible names of MUI Pagination's buttons, in the page's language. */
export function paginationLabel(t: CatalogueT) {
  return (type: ItemType, page: number | null, selected: boolean): string => {
    switch (type) {
      case 'page':
        return t(selected ? 'pagination.current' : 'pagination.page', { page });
      case 'first':
      case 'last':
      case 'next':
      case 'previous':
        return t(`pagination.${type}`);
      default:
        return '';
    }
  };
}
