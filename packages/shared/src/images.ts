/**
 * Responsive pictures (ADR 0046). The server resizes any uploaded or seeded raster picture to
 * these widths on request, at `/uploads/w/<width>/<key>`, and keeps what it made; the storefront
 * offers them to the browser as a `srcset`, so a phone fetches a picture the width of its screen
 * rather than the 1,200–1,600 px original.
 */
export const IMAGE_WIDTHS = [200, 400, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** An uploaded raster picture (SVGs scale by themselves); never a variant of a variant. */
const RESIZABLE = /^\/uploads\/(?!w\/)[^?#]+\.(?:webp|png|jpe?g)$/i;

/**
 * The `srcset` of a picture served from `/uploads/`, or undefined for any other address (the
 * picture is then shown as it is). `widths` leaves out sizes a place never needs.
 */
export function imageSrcSet(
  url: string | null | undefined,
  widths: readonly ImageWidth[] = IMAGE_WIDTHS,
): string | undefined {
  if (!url || !RESIZABLE.test(url)) return undefined;
  const key = url.slice('/uploads/'.length);
  return widths.map((width) => `/uploads/w/${width}/${key} ${width}w`).join(', ');
}

/**
 * How the home's slides are laid out: the storefront's `<img>` and the preload the server puts in
 * the home's HTML must name the same candidates, or the browser fetches the picture twice.
 */
export const HOME_SLIDE_PICTURE = {
  sizes: '(min-width: 1200px) 1200px, 100vw',
  widths: [400, 800, 1200],
} as const satisfies { sizes: string; widths: readonly ImageWidth[] };
