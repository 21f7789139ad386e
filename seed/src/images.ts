import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  commonDefs,
  drawGarment,
  escapeXml,
  type GarmentArt,
  garmentBottom,
  garmentFocus,
  luminance,
  shade,
} from './garments.ts';

/**
 * The seed's image generator: every picture of the demo shop is composed here as SVG and
 * rendered with sharp, so nothing is downloaded and nothing binary is committed. Pictures a
 * shopper reads words from (slides) carry none: the storefront lays the bilingual titles over
 * them as text. Brand names and the logo's wordmark are Latin in both languages.
 */

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

export const BACKDROPS = {
  warm: ['#f6f2eb', '#e8e1d6'],
  cool: ['#f2f5f8', '#dfe5ec'],
  mint: ['#f1f6f2', '#dbe8df'],
  blush: ['#f9f2f0', '#ecdeda'],
  sand: ['#f7f3e8', '#e9e0c8'],
  slate: ['#eef0f3', '#d6dbe2'],
} as const;
export type Backdrop = keyof typeof BACKDROPS;

function background(width: number, height: number, [from, to]: readonly [string, string], id = 'bg') {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/>`;
}

/**
 * Garment ids (clip paths) come from a running counter; renumbering them per document makes
 * identical pictures byte-identical, so the renderer can draw each one only once.
 */
function normaliseIds(body: string): string {
  const seen = new Map<string, number>();
  return body.replace(/\bg(\d+)-clip/g, (_, n: string) => {
    let k = seen.get(n);
    if (k === undefined) {
      k = seen.size + 1;
      seen.set(n, k);
    }
    return `g${k}-clip`;
  });
}

function svgDoc(width: number, height: number, body: string) {
  body = normaliseIds(body);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${commonDefs}${body}</svg>`;
}

function floorShadow(bottom: number, cx = 400, rx = 250) {
  return `<ellipse cx="${cx}" cy="${bottom + 8}" rx="${rx}" ry="26" fill="url(#shadow)"/>`;
}

/** A garment on the canvas, scaled by `scale` about its centre and moved to (cx, cy). */
function placed(art: GarmentArt, cx: number, cy: number, scale: number) {
  const bottom = garmentBottom(art.shape);
  return `<g transform="translate(${cx} ${cy}) scale(${scale}) translate(-400 -400)">${floorShadow(bottom)}${drawGarment(art)}</g>`;
}

export type ProductView = 'front' | 'detail' | 'swatches' | 'poster';

/** An 800×800 product photograph. */
export function productSvg(
  art: GarmentArt,
  view: ProductView,
  backdrop: Backdrop,
  options: { swatches?: string[]; posterColour?: string } = {},
): string {
  const size = 800;
  if (view === 'detail') {
    const [fx, fy] = garmentFocus(art.shape);
    return svgDoc(
      size,
      size,
      `${background(size, size, BACKDROPS[backdrop])}<g transform="translate(400 400) scale(1.8) translate(${-fx} ${-fy})">${drawGarment(art)}</g>`,
    );
  }
  if (view === 'swatches') {
    const swatches = options.swatches ?? [art.colour];
    const gap = 74;
    const start = 400 - ((swatches.length - 1) * gap) / 2;
    const dots = swatches
      .map(
        (c, i) =>
          `<circle cx="${start + i * gap}" cy="724" r="26" fill="${c}" stroke="${luminance(c) > 0.8 ? '#b9b9b9' : '#ffffff'}" stroke-width="4"/>`,
      )
      .join('');
    return svgDoc(
      size,
      size,
      `${background(size, size, BACKDROPS[backdrop])}${placed(art, 400, 350, 0.8)}<rect x="${start - 52}" y="686" width="${(swatches.length - 1) * gap + 104}" height="76" rx="38" fill="#ffffff" opacity=".7"/>${dots}`,
    );
  }
  if (view === 'poster') {
    const c = options.posterColour ?? '#1f3a5f';
    return svgDoc(
      size,
      size,
      `${background(size, size, [shade(c, 0.82), shade(c, 0.62)], 'pbg')}<circle cx="400" cy="390" r="300" fill="#ffffff" opacity=".45"/><circle cx="640" cy="140" r="90" fill="${shade(c, 0.5)}" opacity=".5"/>${placed(art, 400, 400, 0.86)}`,
    );
  }
  return svgDoc(size, size, `${background(size, size, BACKDROPS[backdrop])}${placed(art, 400, 400, 0.9)}`);
}

/** A square category tile: one garment on a tinted card with a soft disc behind it. */
export function categoryTileSvg(art: GarmentArt, tint: string): string {
  const size = 600;
  return svgDoc(
    size,
    size,
    `${background(size, size, [shade(tint, 0.86), shade(tint, 0.7)])}<circle cx="300" cy="300" r="230" fill="#ffffff" opacity=".55"/><g transform="translate(300 300) scale(.62) translate(-400 -400)">${floorShadow(garmentBottom(art.shape))}${drawGarment(art)}</g>`,
  );
}

/** A wide tile of several garments: main categories (800×600) and menu banners. */
export function groupSvg(arts: GarmentArt[], tint: string, width = 800, height = 600): string {
  const step = width / (arts.length + 1);
  // Garments are about 560 units wide: let neighbours overlap a little, never more.
  const scale = Math.min(0.62, (height / 800) * 0.85, (step * 1.2) / 560);
  const items = arts.map((art, i) => placed(art, step * (i + 1), height / 2 + 10, scale)).join('');
  return svgDoc(
    width,
    height,
    `${background(width, height, [shade(tint, 0.88), shade(tint, 0.72)])}<ellipse cx="${width / 2}" cy="${height / 2}" rx="${width * 0.42}" ry="${height * 0.4}" fill="#ffffff" opacity=".45"/>${items}`,
  );
}

/** A square brand tile: monogram roundel and the brand's name (brand names are Latin). */
export function brandTileSvg(name: string, monogram: string, colour: string, accent: string): string {
  const size = 600;
  const fg = luminance(colour) > 0.6 ? '#1b1f27' : '#ffffff';
  // Fit the spaced capitals into 520 px: about 0.7 em per letter plus 6 px of spacing.
  const nameSize = Math.min(40, Math.floor((520 / name.length - 6) / 0.7));
  return svgDoc(
    size,
    size,
    `${background(size, size, [shade(colour, 0.08), shade(colour, -0.18)])}` +
      `<circle cx="300" cy="250" r="132" fill="none" stroke="${accent}" stroke-width="10"/>` +
      `<circle cx="300" cy="250" r="112" fill="${accent}" opacity=".18"/>` +
      `<text x="300" y="250" dy=".35em" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="104" fill="${fg}" letter-spacing="4">${escapeXml(monogram)}</text>` +
      `<text x="300" y="470" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${nameSize}" fill="${fg}" letter-spacing="6">${escapeXml(name.toUpperCase())}</text>` +
      `<rect x="250" y="500" width="100" height="5" rx="2.5" fill="${accent}"/>`,
  );
}

/**
 * A 1600×600 home slide, without words: the storefront lays the slide's title and subtitle over
 * it as text in the page's language, on the start side (left in English, right in Arabic). So
 * the garments stand in the middle, clear of either side's text, and the picture reads the same
 * both ways.
 */
export function slideSvg(slide: { colour: string; accent: string; arts: GarmentArt[] }): string {
  const width = 1600;
  const height = 600;
  const step = 180;
  const first = width / 2 - ((slide.arts.length - 1) * step) / 2;
  const garments = slide.arts
    .map((art, i) => placed(art, first + i * step, 318 + (i % 2) * 12, 0.42))
    .join('');
  return svgDoc(
    width,
    height,
    `<defs><linearGradient id="sbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${slide.colour}"/><stop offset="1" stop-color="${shade(slide.colour, -0.35)}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#sbg)"/>` +
      `<circle cx="${width / 2}" cy="300" r="280" fill="#ffffff" opacity=".12"/>` +
      `<circle cx="1470" cy="70" r="150" fill="${slide.accent}" opacity=".22"/>` +
      `<circle cx="130" cy="540" r="120" fill="${slide.accent}" opacity=".16"/>` +
      garments,
  );
}

/** A 1200×630 cover (blogs, CMS pages, social sharing): garments on a table-like surface. */
export function coverSvg(arts: GarmentArt[], tint: string): string {
  return groupSvg(arts, tint, 1200, 630);
}

/** The shop's logo: a roundel with a coat hanger forming an "A", and the wordmark. */
export function logoSvg(primary: string, secondary: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120" viewBox="0 0 360 120">
<rect x="4" y="4" width="112" height="112" rx="26" fill="${primary}"/>
<path d="M60 26 a10 10 0 1 1 10 10 q-10 0 -10 10 v4" fill="none" stroke="${secondary}" stroke-width="6" stroke-linecap="round"/>
<path d="M60 50 L98 88 H22 Z" fill="none" stroke="${secondary}" stroke-width="7" stroke-linejoin="round"/>
<path d="M41 74 H79" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>
<text x="136" y="68" font-family="${FONT}" font-weight="700" font-size="50" letter-spacing="3" fill="${primary}">ATLAS</text>
<text x="138" y="100" font-family="${FONT}" font-size="21" letter-spacing="9.5" fill="${secondary}">WHOLESALE</text>
</svg>`;
}

/** Small 240×160 glyphs for payment methods and the shipping zone. */
export function iconSvg(kind: 'cash' | 'bank' | 'cheque' | 'card' | 'truck', colour: string): string {
  const c = colour;
  const glyph: Record<typeof kind, string> = {
    cash: `<rect x="40" y="46" width="160" height="80" rx="10" fill="${shade(c, 0.75)}" stroke="${c}" stroke-width="5"/><circle cx="120" cy="86" r="22" fill="none" stroke="${c}" stroke-width="5"/><circle cx="64" cy="86" r="6" fill="${c}"/><circle cx="176" cy="86" r="6" fill="${c}"/>`,
    bank: `<path d="M40 66 L120 30 L200 66 Z" fill="${c}"/><rect x="40" y="122" width="160" height="12" fill="${c}"/>${[62, 98, 134, 170].map((x) => `<rect x="${x - 7}" y="74" width="14" height="44" fill="${c}"/>`).join('')}`,
    cheque: `<rect x="30" y="44" width="180" height="84" rx="8" fill="#ffffff" stroke="${c}" stroke-width="5"/><path d="M48 70 H140 M48 92 H110" stroke="${c}" stroke-width="5" stroke-linecap="round"/><path d="M130 112 q14 -22 26 0 t28 -4" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`,
    card: `<rect x="36" y="38" width="168" height="100" rx="12" fill="${c}"/><rect x="36" y="58" width="168" height="18" fill="${shade(c, -0.45)}"/><rect x="54" y="96" width="34" height="24" rx="4" fill="#e2c35a"/><path d="M104 112 H180" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity=".8"/>`,
    truck: `<rect x="30" y="54" width="110" height="62" rx="6" fill="${c}"/><path d="M140 72 H180 L206 96 V116 H140 Z" fill="${shade(c, -0.25)}"/><circle cx="70" cy="120" r="15" fill="#2b2d31"/><circle cx="176" cy="120" r="15" fill="#2b2d31"/><circle cx="70" cy="120" r="6" fill="#ffffff"/><circle cx="176" cy="120" r="6" fill="#ffffff"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160"><rect width="240" height="160" rx="18" fill="${shade(c, 0.9)}"/>${glyph[kind]}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Rendering

export interface ImageOutput {
  /** Path relative to the uploads directory, with forward slashes (`seed/products/x.webp`). */
  file: string;
  width: number;
  height: number;
  format: 'webp' | 'png' | 'svg';
}

export interface ImageTask {
  svg: string;
  outputs: ImageOutput[];
}

/** A file `renderImages` wrote, with its size in bytes. */
export interface WrittenImage extends ImageOutput {
  bytes: number;
}

/**
 * Renders every task into `uploadsDir`: identical SVGs are rendered once (their outputs merged),
 * and at most `concurrency` renders run at a time (sharp works on the libuv thread pool). Returns
 * every file written, in no particular order.
 */
export async function renderImages(
  uploadsDir: string,
  tasks: ImageTask[],
  concurrency = 4,
): Promise<WrittenImage[]> {
  const bySvg = new Map<string, ImageTask>();
  for (const task of tasks) {
    const key = createHash('sha1').update(task.svg).digest('hex');
    const existing = bySvg.get(key);
    if (existing) existing.outputs.push(...task.outputs);
    else bySvg.set(key, { svg: task.svg, outputs: [...task.outputs] });
  }
  const dirs = new Set<string>();
  for (const task of bySvg.values())
    for (const o of task.outputs) dirs.add(path.dirname(path.join(uploadsDir, o.file)));
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));

  const queue = [...bySvg.values()];
  const written: WrittenImage[] = [];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) {
      const input = Buffer.from(task.svg);
      // Rasterised once, at the density of the largest output (an upscaled PNG logo stays sharp);
      // smaller outputs are resized from those pixels, which is cheaper than drawing again.
      const rasterOutputs = task.outputs.filter((o) => o.format !== 'svg');
      const svgWidth = Number(/<svg[^>]*\swidth="(\d+)"/.exec(task.svg)?.[1] ?? 0) || 1;
      const largest = Math.max(0, ...rasterOutputs.map((o) => o.width));
      const raster = rasterOutputs.length
        ? await sharp(input, { density: (72 * largest) / svgWidth })
            .raw()
            .toBuffer({ resolveWithObject: true })
        : undefined;
      const encoded = new Map<string, Buffer>();
      for (const o of task.outputs) {
        const key = `${o.format}:${o.width}x${o.height}`;
        let buffer = encoded.get(key);
        if (!buffer) {
          if (o.format === 'svg' || !raster) buffer = input;
          else {
            let image = sharp(raster.data, { raw: raster.info });
            if (o.width !== raster.info.width || o.height !== raster.info.height)
              image = image.resize(o.width, o.height, { fit: 'cover', kernel: 'linear' });
            buffer =
              o.format === 'png'
                ? await image.png({ compressionLevel: 6 }).toBuffer()
                : await image.removeAlpha().webp({ quality: 82, effort: 0 }).toBuffer();
          }
          encoded.set(key, buffer);
        }
        await writeFile(path.join(uploadsDir, o.file), buffer);
        written.push({ ...o, bytes: buffer.length });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return written;
}

/** The public URL of a file under the uploads directory (the API serves it at `/uploads/`). */
export function publicPath(file: string): string {
  return `/uploads/${file}`;
}

/** Where a product image's 400×400 thumbnail lives: `<name>-thumb.webp` beside the original. */
export function thumbnailFile(file: string): string {
  return file.replace(/\.webp$/, '-thumb.webp');
}
