import { describe, expect, it } from 'vitest';
import { isPdf } from './pdf.ts';

describe('isPdf', () => {
  it('accepts content that starts with the %PDF- signature, whatever its name', () => {
    expect(isPdf(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe(true);
  });

  it('refuses other content, a bare signature and renamed files', () => {
    expect(isPdf(Buffer.from('%PDF-'))).toBe(false);
    expect(isPdf(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'))).toBe(false);
    expect(isPdf(Buffer.from('hello %PDF-1.4'))).toBe(false);
    expect(isPdf(Buffer.alloc(0))).toBe(false);
  });
});
