import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';

/** React Router's Link for MUI's `component` prop (buttons, list items, MUI links). */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(props, ref) {
  return <Link ref={ref} {...props} />;
});

/**
 * `sx` of a link drawn as a block (a menu entry, a row): the text's own colour without an
 * underline, a shade on hover and the focus ring.
 */
export const blockLink = {
  color: 'text.primary',
  textDecoration: 'none',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: 3, outlineColor: 'primary.main' },
} as const;
