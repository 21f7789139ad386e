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

/** The same for `<video>`. */
export const Video = styled('video')({});
