/** PDF files start with the `%PDF-` signature (ISO 32000-1 §7.5.2): checked by content, not name. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

export function isPdf(data: Buffer): boolean {
  return data.length > PDF_MAGIC.length && data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}
