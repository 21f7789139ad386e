import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { sanitiseHtml } from '../lib/sanitise-html.ts';

/** Typography of admin-written HTML: headings, lists, tables and images in the shop's style. */
const proseSx: SxProps<Theme> = (theme) => ({
  color: 'text.primary',
  lineHeight: 1.75,
  fontSize: '1rem',
  overflowWrap: 'anywhere',
  '& > :first-child': { mt: 0 },
  '& h1, & h2': { ...theme.typography.h5, fontWeight: 700, mt: 4, mb: 1.5 },
  '& h3, & h4': { ...theme.typography.h6, fontWeight: 700, mt: 3, mb: 1 },
  '& p': { my: 1.5 },
  '& ul, & ol': { ps: 3, my: 1.5 },
  '& li': { mb: 0.75 },
  '& a': { color: 'primary.main', textUnderlineOffset: '3px' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& blockquote': {
    borderInlineStart: 4,
    borderColor: 'primary.main',
    m: 0,
    my: 2,
    ps: 2,
    color: 'text.secondary',
  },
  '& table': {
    width: '100%',
    borderCollapse: 'collapse',
    my: 2,
    display: 'block',
    overflowX: 'auto',
  },
  '& th, & td': {
    border: 1,
    borderColor: 'divider',
    px: 1.5,
    py: 1,
    textAlign: 'start',
    verticalAlign: 'top',
  },
  '& th': { bgcolor: 'action.hover', fontWeight: 700 },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 3 },
});

/**
 * HTML written in the back office (CMS pages, blogs, content blocks). The API sanitises it on
 * write and on render; the browser sanitises it once more before it reaches the DOM. A link to a
 * page of the shop navigates inside the app instead of reloading it.
 */
export function CmsHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitiseHtml(html), [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
    const href = anchor.getAttribute('href');
    if (!href) return;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    // The click handler only upgrades ordinary links to in-app navigation; the links themselves
    // stay focusable and work with the keyboard.
    <Box
      onClick={onClick}
      sx={[proseSx, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API and again above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
