import { QUICK_ORDER_MAX_LINES, toLatinDigits } from '@shop/shared';

/*
 * Quick order (issue 10): lines of "SKU, quantity" pasted or read from a CSV file, parsed here in
 * the browser; the server resolves each SKU, checks each quantity and prices the lines.
 */

export interface QuickOrderEntry {
  /** The line of the text it came from, from 1. */
  line: number;
  sku: string;
  /** As typed, digits of any script turned into 0–9; the server checks it (checkOrderQuantity). */
  quantity: string;
}

/** A line that is no "SKU, quantity": its line number and why. */
export interface QuickOrderSkip {
  line: number;
  text: string;
  reason: 'noSku' | 'tooManyFields';
}

export interface ParsedQuickOrder {
  entries: QuickOrderEntry[];
  skipped: QuickOrderSkip[];
  /** More lines than one quick order takes (QUICK_ORDER_MAX_LINES): the rest were left out. */
  truncated: boolean;
}

/** Longest SKU the API takes (quickOrderInput). */
const SKU_MAX = 40;

/** One field, without the quotes a spreadsheet puts around it. */
function unquote(field: string): string {
  const trimmed = field.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replace(/""/g, '"').trim()
    : trimmed;
}

/**
 * The fields of one line: split at commas, tabs or semicolons (Arabic comma and semicolon too)
 * when it has any, else at spaces. Empty trailing fields (a spreadsheet's "SKU,5,,") are dropped.
 * `separated`: a spreadsheet's line, whose further columns (a title, a note) are not ours.
 */
function fieldsOf(line: string): { fields: string[]; separated: boolean } {
  const separated = /[,\t;،؛]/.test(line);
  const fields = (separated ? line.split(/[,\t;،؛]/) : line.trim().split(/\s+/)).map(unquote);
  while (fields.length > 0 && fields.at(-1) === '') fields.pop();
  return { fields, separated };
}

const isQuantityLike = (text: string) => /^[+-]?[\d.]+$/.test(toLatinDigits(text.trim()));

/**
 * Reads pasted text or a CSV file: one "SKU, quantity" a line; the quantity may be left out (1).
 * A first line whose second field is not a number is a header row and is skipped. Blank lines are
 * ignored; a line with no SKU, or three words with no separator, is skipped and reported. A CSV
 * line's columns after the quantity are ignored.
 */
export function parseQuickOrder(text: string): ParsedQuickOrder {
  const entries: QuickOrderEntry[] = [];
  const skipped: QuickOrderSkip[] = [];
  let truncated = false;
  let seenData = false;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const { fields, separated } = fieldsOf(raw);
    const [sku = '', quantity = ''] = fields;
    if (!seenData) {
      seenData = true;
      // A header row: "SKU, Quantity", "sku;qty", "رمز المنتج، الكمية".
      if (fields.length >= 2 && !isQuantityLike(quantity)) return;
    }
    if (sku === '') {
      skipped.push({ line, text: raw.trim(), reason: 'noSku' });
      return;
    }
    if (fields.length > 2 && !separated) {
      skipped.push({ line, text: raw.trim(), reason: 'tooManyFields' });
      return;
    }
    if (entries.length >= QUICK_ORDER_MAX_LINES) {
      truncated = true;
      return;
    }
    entries.push({
      line,
      sku: sku.slice(0, SKU_MAX),
      quantity: quantity === '' ? '1' : toLatinDigits(quantity).replace(/\u2212/g, '-'),
    });
  });
  return { entries, skipped, truncated };
}
