import { randomUUID } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.ts';
import type { FileStorage } from '../files/storage.ts';
import { variantKeys } from './variants.ts';

/**
 * The image pipeline every upload goes through (product images, posters, SEO images, the admin
 * gallery): type by content, SVG sanitised, raster images re-encoded into resized webp variants,
 * stored public through the storage interface (DESIGN.md "Uploads").
 */

/** SPEC 9 image types (jpeg, png, jpg, svg, webp; jpg is jpeg) as detected from the bytes. */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'svg';

export const IMAGE_MIME: Record<ImageKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** Largest accepted upload, in bytes. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Width of the main stored variant and of the thumbnail (longest side, never enlarged). */
export const IMAGE_MAIN_SIZE = 1200;
export const IMAGE_THUMB_SIZE = 400;
/** Decompression-bomb guard: refuse images over this many pixels before decoding them. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ProcessedImage {
  /** The main image: a webp of at most 1200 px, or the sanitised SVG itself. */
  url: string;
  /** A webp of at most 400 px (SVGs are rasterised for it). */
  thumbUrl: string;
  /** Pixel size of `url` (an SVG's own size as it declares it). */
  width: number;
  height: number;
  /** The type of what was uploaded, e.g. `image/png`. */
  mime: string;
  /** Size of the upload in bytes. */
  bytes: number;
  /** The storage keys written, so a caller can remove them again. */
  keys: string[];
}

export interface ImageUploadOptions {
  storage: FileStorage;
  /** Storage folder, e.g. `products` or `gallery`; letters, digits and dashes. */
  folder?: string;
  /** The form field named in a 422, `file` by default. */
  field?: string;
  /**
   * The uploaded file's name, when known. The content decides the type; a name is only a second
   * check: one whose extension is not an image type of SPEC 9 (e.g. a PNG named `.pdf`) is refused.
   */
  filename?: string;
}

/** SPEC 9 image extensions; a name without an extension passes (the bytes decide). */
const IMAGE_EXTENSION = /\.(jpe?g|png|svg|webp)$/i;

function nameIsAcceptable(filename: string | undefined): boolean {
  if (!filename) return true;
  const base = filename.split(/[\\/]/).pop() ?? '';
  if (!base.includes('.')) return true;
  return IMAGE_EXTENSION.test(base);
}

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((b, i) => buffer[offset + i] === b);

/** True when the text, past an XML prolog, comments and a doctype, opens with an `<svg` element. */
function looksLikeSvg(buffer: Buffer): boolean {
  if (buffer.includes(0)) return false;
  let text = buffer
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  for (;;) {
    const before = text;
    text = text
      .trimStart()
      .replace(/^<\?xml[\s\S]*?\?>/, '')
      .replace(/^<!--[\s\S]*?-->/, '')
      .replace(/^<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '');
    if (text === before) break;
  }
  return /^<svg[\s>]/.test(text);
}

/** The image type by its magic bytes (never by name or declared type); null when not an image. */
export function detectImageKind(buffer: Buffer): ImageKind | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, [0x52, 0x49, 0x46, 0x46]) && startsWith(buffer, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  if (looksLikeSvg(buffer)) return 'svg';
  return null;
}

const SVG_TAGS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'metadata',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feFlood',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feDropShadow',
  'image',
];

const SVG_ATTRIBUTES = [
  'id',
  'class',
  'style',
  'xmlns',
  'xmlns:xlink',
  'version',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'viewBox',
  'preserveAspectRatio',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'mask',
  'filter',
  'opacity',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'stop-color',
  'stop-opacity',
  'offset',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'marker-start',
  'marker-mid',
  'marker-end',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'visibility',
  'display',
  'color',
  'href',
  'xlink:href',
  'in',
  'in2',
  'result',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'stdDeviation',
  'values',
  'type',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'radius',
  'flood-color',
  'flood-opacity',
  'filterUnits',
  'primitiveUnits',
];

/** An attribute value that reaches outside the document or runs code. */
const UNSAFE_VALUE = /url\(\s*['"]?\s*(?!#)|javascript:|expression\s*\(|@import/i;
/** Only in-document references (`#id`) and embedded raster data survive on href attributes. */
const SAFE_HREF = /^\s*(#|data:image\/(png|jpeg|webp|gif);base64,)/i;

/**
 * An SVG with everything that can run code or fetch something removed: scripts, `foreignObject`,
 * `style` elements, event handlers (`on*`), animation, external `href`s and `url(...)`
 * references. What is left is an allow-list of drawing elements and presentation attributes.
 */
export function sanitizeSvg(svg: string): string {
  const clean = sanitizeHtml(svg, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    // Schemes are checked by the transform below (sanitize-html only knows href/src).
    allowedSchemesAppliedToAttributes: [],
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'foreignObject', 'foreignobject'],
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    transformTags: {
      '*': (tagName, attribs) => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          if (/^on/i.test(name)) continue;
          if ((name === 'href' || name === 'xlink:href') && !SAFE_HREF.test(value)) continue;
          if (UNSAFE_VALUE.test(value)) continue;
          kept[name] = value;
        }
        return { tagName, attribs: kept };
      },
    },
  });
  return clean.trim();
}

function unsupported(field: string): AppError {
  return new AppError(422, 'fileTypeUnsupported', undefined, { [field]: ['fileTypeUnsupported'] });
}

const FOLDER = /^[a-z0-9-]{1,40}$/;

/** `images/<folder>/<yyyy>/<mm>/<uuid>` — the storage key stem of one upload. */
function keyStem(folder: string): string {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `images/${folder}/${now.getUTCFullYear()}/${month}/${randomUUID()}`;
}

/**
 * Checks, cleans, resizes and stores one uploaded image. Throws a 422 `fileTypeUnsupported` on
 * `field` when the bytes are not a jpeg, png, webp or svg image (or cannot be decoded).
 */
export async function processImageUpload(
  buffer: Buffer,
  options: ImageUploadOptions,
): Promise<ProcessedImage> {
  const field = options.field ?? 'file';
  const folder = options.folder ?? 'misc';
  if (!FOLDER.test(folder)) throw new Error(`Bad image folder: ${folder}`);
  if (buffer.length === 0) throw new AppError(422, 'fileRequired', undefined, { [field]: ['fileRequired'] });
  if (buffer.length > IMAGE_MAX_BYTES) throw new AppError(413, 'payloadTooLarge');
  const kind = detectImageKind(buffer);
  if (!kind || !nameIsAcceptable(options.filename)) throw unsupported(field);

  const stem = keyStem(folder);
  const sharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  const written: string[] = [];
  const put = async (key: string, data: Buffer) => {
    const stored = await options.storage.put('public', key, data);
    written.push(key);
    if (!stored.url) throw new Error('public storage returned no url');
    return stored.url;
  };

  try {
    if (kind === 'svg') {
      const clean = Buffer.from(sanitizeSvg(buffer.toString('utf8')), 'utf8');
      if (!looksLikeSvg(clean)) throw unsupported(field);
      let meta: sharp.Metadata;
      let thumb: Buffer;
      try {
        meta = await sharp(clean, sharpOptions).metadata();
        thumb = await sharp(clean, sharpOptions)
          .resize(IMAGE_THUMB_SIZE, IMAGE_THUMB_SIZE, { fit: 'inside' })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw unsupported(field);
      }
      const url = await put(`${stem}.svg`, clean);
      const thumbUrl = await put(`${stem}-${IMAGE_THUMB_SIZE}.webp`, thumb);
      return {
        url,
        thumbUrl,
        width: meta.width ?? 0,
        height: meta.height ?? 0,
        mime: IMAGE_MIME.svg,
        bytes: buffer.length,
        keys: written,
      };
    }

    let main: { data: Buffer; info: sharp.OutputInfo };
    let thumb: Buffer;
    try {
      // rotate() applies the EXIF orientation; metadata (EXIF, GPS) is not copied to the output.
      main = await sharp(buffer, sharpOptions)
        .rotate()
        .resize(IMAGE_MAIN_SIZE, IMAGE_MAIN_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      thumb = await sharp(buffer, sharpOptions)
        .rotate()
        .resize(IMAGE_THUMB_SIZE, IMAGE_THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      throw unsupported(field);
    }
    const url = await put(`${stem}-${IMAGE_MAIN_SIZE}.webp`, main.data);
    const thumbUrl = await put(`${stem}-${IMAGE_THUMB_SIZE}.webp`, thumb);
    return {
      url,
      thumbUrl,
      width: main.info.width,
      height: main.info.height,
      mime: IMAGE_MIME[kind],
      bytes: buffer.length,
      keys: written,
    };
  } catch (error) {
    await Promise.all(written.map((key) => options.storage.remove('public', key).catch(() => undefined)));
    throw error;
  }
}

/** The storage key behind a public `/uploads/<key>` URL; null for any other URL. */
export function publicKeyOfUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith('/uploads/')) return null;
  const key = url.slice('/uploads/'.length);
  return key.startsWith('images/') ? key : null;
}

/**
 * Removes the stored files of an image (main, thumbnail and the sizes made for pages). URLs that were not produced by
 * `processImageUpload` (e.g. a gallery URL pasted from elsewhere) are left alone.
 */
export async function removeImageFiles(
  storage: FileStorage,
  urls: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  const keys = urls.map(publicKeyOfUrl).filter((key): key is string => key !== null);
  await Promise.all(
    keys.flatMap((key) => [key, ...variantKeys(key)]).map((key) => storage.remove('public', key)),
  );
}
