import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';

/*
 * Test helpers that read a PDF as a person or a phone would: its text through pdf.js (the text a
 * reader copies or searches), its page as pixels, and its images as pixels.
 */

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
const pdfjs = (): Promise<PdfJs> => import('pdfjs-dist/legacy/build/pdf.mjs');

/** Every text item of the first page, as pdf.js reads them (logical order, with direction). */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; dir: string }[]> {
  const { getDocument } = await pdfjs();
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const items: { text: string; dir: string }[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) {
      if ('str' in item && item.str.trim() !== '') items.push({ text: item.str, dir: item.dir });
    }
  }
  await doc.destroy();
  return items;
}

/** The RGBA pixels of every image drawn in the PDF (pdf-lib writes PNGs as RGB + alpha mask). */
export async function pdfImages(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; rgba: Uint8ClampedArray }[]> {
  const doc = await PDFDocument.load(bytes);
  const out: { width: number; height: number; rgba: Uint8ClampedArray }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    if (dict.get(PDFName.of('ColorSpace')) !== PDFName.of('DeviceRGB')) continue;
    const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const rgb = inflateSync(object.contents);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i += 1) {
      rgba[i * 4] = rgb[i * 3] ?? 0;
      rgba[i * 4 + 1] = rgb[i * 3 + 1] ?? 0;
      rgba[i * 4 + 2] = rgb[i * 3 + 2] ?? 0;
      rgba[i * 4 + 3] = 255;
    }
    out.push({ width, height, rgba });
  }
  return out;
}

/** What is used of @napi-rs/canvas. */
interface NodeCanvasModule {
  createCanvas(
    width: number,
    height: number,
  ): {
    width: number;
    height: number;
    getContext(kind: '2d'): {
      fillStyle: string;
      fillRect(x: number, y: number, w: number, h: number): void;
      getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
    };
    toBuffer(mime: 'image/png'): Buffer;
  };
}

/**
 * The first page rendered to pixels by pdf.js on @napi-rs/canvas (pdf.js's optional Node canvas,
 * installed with it here); null where that optional package is missing.
 */
export async function renderFirstPage(
  bytes: Uint8Array,
  scale = 2,
): Promise<{ width: number; height: number; rgba: Uint8ClampedArray; png: Buffer } | null> {
  let canvasModule: NodeCanvasModule;
  try {
    // pdf.js's optional dependency: not named in package.json, so not imported by name for tsc.
    const name = '@napi-rs/canvas';
    canvasModule = (await import(name)) as NodeCanvasModule;
  } catch {
    return null;
  }
  const { getDocument } = await pdfjs();
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale });
  const canvas = canvasModule.createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js types its canvas as the DOM's; @napi-rs/canvas is the Node one it supports.
  await page.render({ canvas, canvasContext: context, viewport } as unknown as Parameters<
    typeof page.render
  >[0]).promise;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  await doc.destroy();
  return { width: canvas.width, height: canvas.height, rgba: image.data, png: canvas.toBuffer('image/png') };
}
