import { styled } from '@mui/material/styles';

/**
 * An `<img>` that keeps its `width` and `height` attributes (MUI's Box reads those props as
 * styles): the browser reserves the picture's box before it loads, so nothing jumps. Style it
 * with `sx`.
 */
export const Picture = styled('img')({});

/** The same for `<video>`. */
export const Video = styled('video')({});
