import { styled } from '@mui/material/styles';
import { type ImageWidth, imageSrcSet } from '@shop/shared';
import type { ComponentProps } from 'react';

/**
 * An `<img>` that keeps its `width` and `height` attributes (MUI's Box reads those props as
 * styles): the browser reserves the picture's box before it loads, so nothing jumps. Style it
 * with `sx`.
 */
const Img = styled('img')({});

type PictureProps = ComponentProps<typeof Img> & {
  /** The widths worth offering where this picture is laid out (all of them by default). */
  widths?: readonly ImageWidth[];
};

/**
 * With `sizes` (how wide the picture is laid out), a picture from the shop's uploads is offered
 * at every width the server makes of it (ADR 0046): a phone fetches one as wide as its screen.
 */
export function Picture({ sizes, widths, ...props }: PictureProps) {
  const srcSet = props.srcSet ?? (sizes ? imageSrcSet(props.src, widths) : undefined);
  return <Img {...props} srcSet={srcSet} sizes={srcSet ? sizes : undefined} />;
}

/** How wide a picture is laid out on the storefront's grid, and the widths worth offering there. */
type Layout = { sizes: string; widths: readonly ImageWidth[] };

/** The storefront's picture layouts, by the share of the page a picture takes. */
export const across = {
  /** The page, up to its 1200px container (banners). */
  page: { sizes: '(min-width: 1200px) 1200px, 100vw', widths: [400, 800, 1200] },
  /** Half of it from 900px up, else all (side-by-side sections). */
  half: { sizes: '(min-width: 900px) 50vw, 100vw', widths: [400, 800] },
  /** A third of it from 900px up, else all (cards, posters). */
  third: { sizes: '(min-width: 900px) 33vw, 100vw', widths: [400, 800] },
  /** A quarter of it from 900px up, else half (tiles). */
  quarter: { sizes: '(min-width: 900px) 25vw, 50vw', widths: [200, 400, 800] },
} as const satisfies Record<string, Layout>;

/**
 * A picture that decorates (the words beside it say what it shows: empty `alt`), laid out as
 * `layout` says, fetched when near the viewport and decoded off the main thread.
 */
export function LazyPicture({
  layout,
  ...props
}: Omit<PictureProps, 'sizes' | 'widths' | 'alt'> & { layout: Layout }) {
  return <Picture {...props} {...layout} alt="" loading="lazy" decoding="async" />;
}

/**
 * A square picture laid out `size` pixels wide (a logo, a menu's or a taxon's icon, a gallery's
 * thumbnail): the server's smallest width serves it. It says nothing the words beside it do not
 * (empty `alt`) and loads when near the viewport unless told otherwise.
 */
export function Thumb({
  size,
  loading = 'lazy',
  ...props
}: Omit<PictureProps, 'sizes' | 'widths' | 'width' | 'height' | 'alt'> & { size: number }) {
  return (
    <Picture
      {...props}
      sizes={`${size}px`}
      widths={[200]}
      alt=""
      width={size}
      height={size}
      loading={loading}
    />
  );
}

/** `sx` of a picture that fills its frame, cropped to it (tiles, covers, banners). */
export const fillFrame = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' } as const;

/** `sx` of a picture as wide as its column, as high as `aspectRatio` makes it, cropped to that. */
export const fullWidth = (aspectRatio: string) =>
  ({ display: 'block', width: '100%', height: 'auto', aspectRatio, objectFit: 'cover' }) as const;

/** The same for `<video>`. */
export const Video = styled('video')({});
