import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A content block's, page's or post's picture across its column, cropped to the frame `sx` gives
 * it. Decorative: the title beside it says what it is. Nothing when there is no picture.
 */
export function CoverImage({
  src,
  lazy = false,
  sx,
}: {
  src: string | null | undefined;
  lazy?: boolean;
  sx: SxProps<Theme>;
}) {
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading={lazy ? 'lazy' : undefined}
      sx={[{ width: '100%', objectFit: 'cover' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
