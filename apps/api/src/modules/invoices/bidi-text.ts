import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

/*
 * Right-to-left and mixed text in a PDF (ADR 0056). pdf-lib draws a string through fontkit, which
 * shapes Arabic (joined letter forms, lam-alef) and turns a right-to-left run into visual order —
 * but a whole string at once, so a number or a Latin code inside Arabic would be reversed too.
 * Here each line is split into the runs of the Unicode bidirectional algorithm (bidi-js), the
 * runs are put in visual order, and each is drawn on its own.
 */

const require = createRequire(import.meta.url);
const bidi = bidiFactory();

/** Cairo (OFL, bundled by npm): Arabic and Latin in one face, the SPA's own font. */
const FONT_FILES = {
  regular: '@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf',
  bold: '@expo-google-fonts/cairo/700Bold/Cairo_700Bold.ttf',
} as const;
const fontBytes: Partial<Record<keyof typeof FONT_FILES, Buffer>> = {};

/** Bidi controls and spaces the font has no glyph for, removed or made plain after the analysis. */
const INVISIBLE = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const ODD_SPACES = /[\u00a0\u202f\u2009]/g;
const STRONG_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const MIRRORED: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '<': '>', '>': '<' };

/**
 * fontkit with one change: a ligature of a right-to-left run (lam-alef…) maps back to its letters
 * in visual order in the PDF's ToUnicode table, as the rest of the run is written, so that a
 * reader that puts the line back in logical order (copy, search, pdf.js) gets the word right.
 */
const shapingFontkit = {
  create(data: Uint8Array) {
    const font = fontkit.create(data);
    const layout = font.layout.bind(font);
    font.layout = ((...args: Parameters<typeof font.layout>) => {
      const run = layout(...args);
      if (run.direction === 'rtl') {
        for (const glyph of run.glyphs) {
          if (glyph.codePoints.length > 1 && !(glyph as { visualOrder?: true }).visualOrder) {
            glyph.codePoints = [...glyph.codePoints].reverse();
            (glyph as { visualOrder?: true }).visualOrder = true;
          }
        }
      }
      return run;
    }) as typeof font.layout;
    return font;
  },
};

export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function embedDocumentFonts(doc: PDFDocument): Promise<DocumentFonts> {
  doc.registerFontkit(shapingFontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const bytes = (weight: keyof typeof FONT_FILES) => {
    fontBytes[weight] ??= readFileSync(require.resolve(FONT_FILES[weight]));
    return fontBytes[weight];
  };
  const [regular, bold] = await Promise.all([
    doc.embedFont(bytes('regular'), { subset: true }),
    doc.embedFont(bytes('bold'), { subset: true }),
  ]);
  return { regular, bold };
}

interface Run {
  text: string;
  level: number;
}

/** The line's runs in visual order (UAX #9 L2), each with its embedding level. */
export function visualRuns(text: string, direction: 'ltr' | 'rtl'): Run[] {
  if (text === '') return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: Run[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const level = levels[i] ?? 0;
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.text += text[i];
    else runs.push({ text: text[i] ?? '', level });
  }
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let i = 0; i < runs.length; ) {
      if ((runs[i]?.level ?? 0) < level) {
        i += 1;
        continue;
      }
      let end = i;
      while (end + 1 < runs.length && (runs[end + 1]?.level ?? 0) >= level) end += 1;
      runs.splice(i, end - i + 1, ...runs.slice(i, end + 1).reverse());
      i = end + 1;
    }
  }
  return runs
    .map((run) => ({ ...run, text: run.text.replace(INVISIBLE, '').replace(ODD_SPACES, ' ') }))
    .filter((run) => run.text !== '');
}

/** What fontkit is given for a run: a right-to-left run without Arabic letters is reversed here. */
function runText(run: Run): string {
  if (run.level % 2 === 0) return run.text;
  const mirrored = [...run.text].map((c) => MIRRORED[c] ?? c);
  // fontkit reverses a run of Arabic itself (but mirrors no bracket: UAX #9 L4 is done here).
  return (STRONG_RTL.test(run.text) ? mirrored : mirrored.reverse()).join('');
}

export function textWidth(text: string, font: PDFFont, size: number, direction: 'ltr' | 'rtl'): number {
  return visualRuns(text, direction).reduce(
    (sum, run) => sum + font.widthOfTextAtSize(runText(run), size),
    0,
  );
}

/** Cuts `text` to `width` with an ellipsis (a table cell keeps one line). */
export function fitText(
  text: string,
  font: PDFFont,
  size: number,
  width: number,
  direction: 'ltr' | 'rtl',
): string {
  if (textWidth(text, font, size, direction) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && textWidth(`${chars.join('')}…`, font, size, direction) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

export interface DrawOptions {
  font: PDFFont;
  size: number;
  color?: RGB;
  /** The paragraph's direction: the document's. */
  direction: 'ltr' | 'rtl';
  /** Where `x` is: the text's left edge, right edge or centre. */
  anchor: 'left' | 'right' | 'center';
}

/** Draws one line with its baseline at `y` (PDF units, from the bottom). */
export function drawLine(page: PDFPage, text: string, x: number, y: number, options: DrawOptions): void {
  const runs = visualRuns(text, options.direction).map((run) => {
    const shaped = runText(run);
    return { shaped, width: options.font.widthOfTextAtSize(shaped, options.size) };
  });
  const width = runs.reduce((sum, r) => sum + r.width, 0);
  let left = options.anchor === 'left' ? x : options.anchor === 'right' ? x - width : x - width / 2;
  for (const run of runs) {
    page.drawText(run.shaped, {
      x: left,
      y,
      size: options.size,
      font: options.font,
      ...(options.color ? { color: options.color } : {}),
    });
    left += run.width;
  }
}
