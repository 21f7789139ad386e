import type { Localized } from '@shop/shared';

/** The fabric colours of the demo catalogue: names in both languages, a short code and the swatch. */
export const COLOURS = {
  black: { code: 'BLK', hex: '#1f1f22', name: { en: 'Black', ar: 'أسود' } },
  white: { code: 'WHT', hex: '#f4f4f2', name: { en: 'White', ar: 'أبيض' } },
  navy: { code: 'NVY', hex: '#1f2f4f', name: { en: 'Navy', ar: 'كحلي' } },
  heather: { code: 'HGR', hex: '#9a9ea6', name: { en: 'Heather Grey', ar: 'رمادي مُبرقش' } },
  charcoal: { code: 'CHR', hex: '#3b3f45', name: { en: 'Charcoal', ar: 'رمادي فحمي' } },
  red: { code: 'RED', hex: '#b3282d', name: { en: 'Red', ar: 'أحمر' } },
  bottle: { code: 'BGR', hex: '#1f5136', name: { en: 'Bottle Green', ar: 'أخضر داكن' } },
  burgundy: { code: 'BUR', hex: '#6b1f2e', name: { en: 'Burgundy', ar: 'عنّابي' } },
  sand: { code: 'SND', hex: '#d8c6a3', name: { en: 'Sand', ar: 'رملي' } },
  stone: { code: 'STN', hex: '#c9bca4', name: { en: 'Stone', ar: 'بيج حجري' } },
  khaki: { code: 'KHK', hex: '#8b8457', name: { en: 'Khaki', ar: 'كاكي' } },
  olive: { code: 'OLV', hex: '#5d6b3a', name: { en: 'Olive', ar: 'زيتي' } },
  indigo: { code: 'IND', hex: '#2c3e6b', name: { en: 'Indigo Denim', ar: 'دنيم نيلي' } },
  lightBlue: { code: 'LBL', hex: '#a9c4e4', name: { en: 'Light Blue', ar: 'أزرق فاتح' } },
  sky: { code: 'SKY', hex: '#7fb7e6', name: { en: 'Sky Blue', ar: 'أزرق سماوي' } },
  emerald: { code: 'EMR', hex: '#1d7a5a', name: { en: 'Emerald', ar: 'زمرّدي' } },
  ivory: { code: 'IVR', hex: '#f3ecdc', name: { en: 'Ivory', ar: 'عاجي' } },
  blush: { code: 'BLS', hex: '#e8b9b5', name: { en: 'Blush Pink', ar: 'وردي فاتح' } },
  pink: { code: 'PNK', hex: '#f2a6c0', name: { en: 'Pink', ar: 'وردي' } },
  cream: { code: 'CRM', hex: '#efe6d2', name: { en: 'Cream', ar: 'كريمي' } },
  camel: { code: 'CML', hex: '#c19a6b', name: { en: 'Camel', ar: 'جملي' } },
  mustard: { code: 'MST', hex: '#d9a21b', name: { en: 'Mustard', ar: 'خردلي' } },
  hiVisYellow: { code: 'HVY', hex: '#dcf21a', name: { en: 'Hi-Vis Yellow', ar: 'أصفر فسفوري' } },
  hiVisOrange: { code: 'HVO', hex: '#ff6a13', name: { en: 'Hi-Vis Orange', ar: 'برتقالي فسفوري' } },
  grey: { code: 'GRY', hex: '#7d838c', name: { en: 'School Grey', ar: 'رمادي مدرسي' } },
} as const satisfies Record<string, { code: string; hex: string; name: Localized }>;

export type ColourKey = keyof typeof COLOURS;
