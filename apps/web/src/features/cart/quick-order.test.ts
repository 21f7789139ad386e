import { QUICK_ORDER_MAX_LINES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { parseQuickOrder } from './quick-order.ts';

describe('parseQuickOrder', () => {
  it('reads SKU and quantity separated by a comma, tab, semicolon or spaces', () => {
    const parsed = parseQuickOrder('LS-01, 5\nLS-02\t12\nLS-03;7\nLS-04   3\n');
    expect(parsed.entries).toEqual([
      { line: 1, sku: 'LS-01', quantity: '5' },
      { line: 2, sku: 'LS-02', quantity: '12' },
      { line: 3, sku: 'LS-03', quantity: '7' },
      { line: 4, sku: 'LS-04', quantity: '3' },
    ]);
    expect(parsed.skipped).toEqual([]);
    expect(parsed.truncated).toBe(false);
  });

  it('reads Arabic-Indic and Persian digits, and the Arabic comma and semicolon', () => {
    expect(parseQuickOrder('LS-01، ١٢\nLS-02؛ ۷').entries).toEqual([
      { line: 1, sku: 'LS-01', quantity: '12' },
      { line: 2, sku: 'LS-02', quantity: '7' },
    ]);
  });

  it('skips a header row, blank lines, quotes and a byte-order mark; a line without quantity is 1', () => {
    const csv = '\uFEFF"SKU","Quantity"\r\n"LS-01","4"\r\n\r\nLS-02\r\n';
    expect(parseQuickOrder(csv).entries).toEqual([
      { line: 2, sku: 'LS-01', quantity: '4' },
      { line: 4, sku: 'LS-02', quantity: '1' },
    ]);
    expect(parseQuickOrder('رمز المنتج، الكمية\nLS-01، ٢').entries).toEqual([
      { line: 2, sku: 'LS-01', quantity: '2' },
    ]);
  });

  it('keeps a first line whose quantity is a number: there is no header', () => {
    expect(parseQuickOrder('LS-01,2').entries).toEqual([{ line: 1, sku: 'LS-01', quantity: '2' }]);
  });

  it('passes a wrong quantity on as typed, for the server to say why', () => {
    expect(parseQuickOrder('LS-01,2\nLS-02,abc\nLS-03,1.5\nLS-04,−2').entries).toEqual([
      { line: 1, sku: 'LS-01', quantity: '2' },
      { line: 2, sku: 'LS-02', quantity: 'abc' },
      { line: 3, sku: 'LS-03', quantity: '1.5' },
      { line: 4, sku: 'LS-04', quantity: '-2' },
    ]);
  });

  it('ignores a spreadsheet’s further columns, and reports a line without SKU or with three words', () => {
    const parsed = parseQuickOrder('LS-01,2,Linen shirt\n,5\nLS 02 3');
    expect(parsed.entries).toEqual([{ line: 1, sku: 'LS-01', quantity: '2' }]);
    expect(parsed.skipped).toEqual([
      { line: 2, text: ',5', reason: 'noSku' },
      { line: 3, text: 'LS 02 3', reason: 'tooManyFields' },
    ]);
  });

  it('takes at most one quick order’s lines and says the rest were left out', () => {
    const text = Array.from({ length: QUICK_ORDER_MAX_LINES + 3 }, (_, i) => `SKU-${i},1`).join('\n');
    const parsed = parseQuickOrder(text);
    expect(parsed.entries).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(parsed.truncated).toBe(true);
  });

  it('gives nothing for empty text', () => {
    expect(parseQuickOrder('  \n\n')).toEqual({ entries: [], skipped: [], truncated: false });
  });
});
