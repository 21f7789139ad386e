import { arEG, type Localization } from '@mui/material/locale';

/*
 * The built-in texts of MUI's components in Arabic (buttons' names such as "فتح" and "إغلاق",
 * pagination, "no options"…): MUI's own Arabic locale, with the two texts it words badly put
 * right. It travels in the Arabic texts' chunk (i18n/resources/ar.ts), so English pages never
 * download it and Arabic ones have it before the first render (ADR 0039).
 */

const plural = new Intl.PluralRules('ar');

/** "نجمة واحدة", "نجمتان", "3 نجوم", "11 نجمة": MUI's says "نجوم" for every number but 1. */
function stars(value: number): string {
  switch (plural.select(value)) {
    case 'zero':
      return 'لا نجوم';
    case 'one':
      return 'نجمة واحدة';
    case 'two':
      return 'نجمتان';
    case 'few':
      return `${value} نجوم`;
    default:
      return `${value} نجمة`;
  }
}

const pagination = arEG.components?.MuiPagination?.defaultProps;
const rating = arEG.components?.MuiRating?.defaultProps;

export const muiArabic: Localization = {
  components: {
    ...arEG.components,
    MuiPagination: {
      defaultProps: {
        ...pagination,
        // MUI's leaves a stray space ("انتقل إلى  صفحة 3", " صفحة 3").
        getItemAriaLabel: (type, page, selected) => {
          if (type === 'page') return selected ? `الصفحة ${page}` : `انتقل إلى الصفحة ${page}`;
          return pagination?.getItemAriaLabel?.(type, page, selected) ?? '';
        },
      },
    },
    MuiRating: { defaultProps: { ...rating, getLabelText: stars } },
  },
};
