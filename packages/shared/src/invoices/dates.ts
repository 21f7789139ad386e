import { DATE_PICKER_MAX, DATE_PICKER_MIN } from '../constants.ts';

/*
 * The invoice date as people type it, DD/MM/YYYY (SPEC 8, 9), and as it is stored, YYYY-MM-DD.
 * Only real calendar days within the date picker's range (SPEC 9: 1900-01-01…2099-12-31).
 */

const TYPED = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** "05/03/2024" → "2024-03-05"; null for any other text or a day that does not exist. */
export function parseInvoiceDate(text: string): string | null {
  const match = TYPED.exec(text.trim());
  if (!match) return null;
  const [, dd = '', mm = '', yyyy = ''] = match;
  const iso = `${yyyy}-${mm}-${dd}`;
  const day = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== iso) return null;
  if (iso < DATE_PICKER_MIN || iso > DATE_PICKER_MAX) return null;
  return iso;
}

/** "2024-03-05" → "05/03/2024". */
export function formatInvoiceDate(iso: string): string {
  const [yyyy = '', mm = '', dd = ''] = iso.slice(0, 10).split('-');
  return `${dd}/${mm}/${yyyy}`;
}
