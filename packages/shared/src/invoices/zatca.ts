/*
 * The QR code of a ZATCA simplified tax invoice (Saudi Arabia, phase 1): five TLV fields — 1 the
 * seller's name, 2 its VAT registration number, 3 the invoice's time stamp (ISO 8601), 4 the
 * invoice total with VAT, 5 the VAT total — each one byte of tag, one byte of length (the UTF-8
 * length of the value) and the value's UTF-8 bytes, the whole base64-encoded. Pure: the print
 * layout in the browser and the PDF on the server encode the same payload (ADR 0056).
 */

export interface ZatcaFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. 2024-05-01T10:15:00Z. */
  timestamp: string;
  /** Minor units (halalas). */
  totalWithVat: number;
  vatTotal: number;
}

/** Minor units as the decimal text ZATCA expects: 115000 → "1150.00". */
export function zatcaAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The TLV bytes of the five fields, base64-encoded: the text the QR code holds. */
export function zatcaQrPayload(fields: ZatcaFields): string {
  const values = [
    fields.sellerName,
    fields.vatNumber,
    fields.timestamp,
    zatcaAmount(fields.totalWithVat),
    zatcaAmount(fields.vatTotal),
  ];
  const encoder = new TextEncoder();
  const parts: number[] = [];
  values.forEach((value, index) => {
    const bytes = encoder.encode(value);
    // One byte of length: ZATCA's fields are short; a longer one is cut at a whole character.
    let cut = bytes;
    if (cut.length > 255) {
      let end = 255;
      while (end > 0 && ((cut[end] ?? 0) & 0xc0) === 0x80) end -= 1;
      cut = cut.slice(0, end);
    }
    parts.push(index + 1, cut.length, ...cut);
  });
  return toBase64(Uint8Array.from(parts));
}

/** Reads a payload back into its tags (1…5) and texts: what a phone's ZATCA reader shows. */
export function decodeZatcaQrPayload(payload: string): Record<number, string> {
  const bytes = fromBase64(payload);
  const decoder = new TextDecoder();
  const out: Record<number, string> = {};
  let i = 0;
  while (i + 2 <= bytes.length) {
    const tag = bytes[i] ?? 0;
    const length = bytes[i + 1] ?? 0;
    if (i + 2 + length > bytes.length) throw new Error('Truncated TLV');
    out[tag] = decoder.decode(bytes.slice(i + 2, i + 2 + length));
    i += 2 + length;
  }
  if (i !== bytes.length) throw new Error('Trailing bytes in TLV');
  return out;
}
