import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';

/** React Router's Link for MUI's `component` prop (buttons, list items, MUI links). */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(props, ref) {
  return <Link ref={ref} {...props} />;
});
