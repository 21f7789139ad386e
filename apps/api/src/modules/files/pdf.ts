import { PDFDocument } from 'pdf-lib';

/** PDF files start with the `%PDF-` signature (ISO 32000-1 §7.5.2): checked by content, not name. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

export function isPdf(data: Buffer): boolean {
  return data.length > PDF_MAGIC.length && data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

/**
 * True when `data` is a PDF a viewer can open: it parses (cross-reference, catalogue, page tree)
 * and has at least one page. The signature alone let a 60-byte stub through that the admin's
 * preview then could not show. A password-protected file counts if its pages can be listed.
 */
export async function isReadablePdf(data: Buffer): Promise<boolean> {
  if (!isPdf(data)) return false;
  try {
    const doc = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false });
    return doc.getPageCount() >= 1;
  } catch {
    return false;
  }
}
