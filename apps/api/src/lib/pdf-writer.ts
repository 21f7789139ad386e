/**
 * A tiny PDF writer for the demo seed's documents (approval form, trade catalogue) and the API
 * tests' uploads; it lives here because the seed workspace may import the API, never the reverse
 * (ADR 0042). A4 pages with Helvetica text, lines and boxes. Output is a valid PDF 1.4 with a
 * correct cross-reference table. Text is WinAnsi (Latin) only, which is all the built-in fonts
 * can show.
 */

export const A4 = { width: 595, height: 842 } as const;

type Op =
  | { kind: 'text'; x: number; y: number; size: number; bold: boolean; text: string; gray: number }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; width: number; gray: number }
  | {
      kind: 'rect';
      x: number;
      y: number;
      w: number;
      h: number;
      fill?: [number, number, number];
      stroke?: number;
    };

const WIN_ANSI: Record<string, string> = {
  '£': '\\243',
  '–': '\\226',
  '—': '\\227',
  '’': '\\222',
  '‘': '\\221',
  '“': '\\223',
  '”': '\\224',
  '•': '\\225',
  '×': '\\327',
  '…': '\\205',
};

function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (WIN_ANSI[ch]) out += WIN_ANSI[ch];
    else if (ch >= ' ' && ch <= '~') out += ch;
    else if (ch.charCodeAt(0) >= 0xa0 && ch.charCodeAt(0) <= 0xff) out += `\\${ch.charCodeAt(0).toString(8)}`;
    else out += '?';
  }
  return `(${out})`;
}

const n = (v: number) => (Math.round(v * 100) / 100).toString();

export class PdfPage {
  readonly ops: Op[] = [];

  /** Text with its baseline at (x, y), y measured from the top of the page. */
  text(x: number, y: number, text: string, options: { size?: number; bold?: boolean; gray?: number } = {}) {
    this.ops.push({
      kind: 'text',
      x,
      y: A4.height - y,
      size: options.size ?? 10,
      bold: options.bold ?? false,
      text,
      gray: options.gray ?? 0,
    });
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, options: { width?: number; gray?: number } = {}) {
    this.ops.push({
      kind: 'line',
      x1,
      y1: A4.height - y1,
      x2,
      y2: A4.height - y2,
      width: options.width ?? 0.6,
      gray: options.gray ?? 0.4,
    });
    return this;
  }

  /** A box whose top-left corner is (x, y). */
  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    options: { fill?: [number, number, number]; stroke?: number } = {},
  ) {
    this.ops.push({ kind: 'rect', x, y: A4.height - y - h, w, h, ...options });
    return this;
  }

  content(): string {
    return this.ops.map(opToPdf).join('\n');
  }
}

function opToPdf(op: Op): string {
  switch (op.kind) {
    case 'text':
      return `BT /${op.bold ? 'F2' : 'F1'} ${n(op.size)} Tf ${n(op.gray)} g ${n(op.x)} ${n(op.y)} Td ${pdfString(op.text)} Tj ET`;
    case 'line':
      return `${n(op.gray)} G ${n(op.width)} w ${n(op.x1)} ${n(op.y1)} m ${n(op.x2)} ${n(op.y2)} l S`;
    case 'rect': {
      const path = `${n(op.x)} ${n(op.y)} ${n(op.w)} ${n(op.h)} re`;
      const fillOp = op.fill ? `${op.fill.map(n).join(' ')} rg ${path} f` : '';
      const strokeOp = op.stroke !== undefined ? `${n(op.stroke)} G 0.8 w ${path} S` : '';
      return [fillOp, strokeOp].filter(Boolean).join(' ');
    }
  }
}

export class PdfDocument {
  readonly pages: PdfPage[] = [];

  constructor(private readonly title: string) {}

  addPage(): PdfPage {
    const page = new PdfPage();
    this.pages.push(page);
    return page;
  }

  toBuffer(): Buffer {
    // Objects: 1 catalog, 2 pages, 3 regular font, 4 bold font, 5 info, then (page, content) pairs.
    const objects: string[] = [];
    const pageIds = this.pages.map((_, i) => 6 + i * 2);
    objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
    objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${this.pages.length} >>`;
    objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
    objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
    objects[5] = `<< /Title ${pdfString(this.title)} /Producer (Atlas Wholesale seed) >>`;
    this.pages.forEach((page, i) => {
      const id = pageIds[i] ?? 0;
      const stream = page.content();
      objects[id] =
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`;
      objects[id + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
    });

    let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    for (let id = 1; id < objects.length; id += 1) {
      offsets[id] = Buffer.byteLength(body, 'latin1');
      body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
    }
    const xrefAt = Buffer.byteLength(body, 'latin1');
    body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
    for (let id = 1; id < objects.length; id += 1)
      body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
    body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  }
}
