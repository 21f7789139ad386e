import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useHomeT } from '../i18n.ts';

export interface ScrollRowProps {
  /** The carousel's accessible name (the menu's name). */
  label: string;
  /** Items per view at each breakpoint (xs, sm, md, lg, xl). */
  perView: { xs: number; sm: number; md: number; lg: number; xl: number };
  children: ReactNode[];
}

const GAP = 16;

/**
 * A row that scrolls sideways: native scrolling with snap points (touch and trackpads work as
 * they do everywhere), buttons a page at a time, and the arrow keys moving from item to item.
 * In Arabic the row starts on the right and "forward" goes left: browsers give a right-to-left
 * box negative scroll positions, so the arithmetic uses the distance from the start.
 */
export function ScrollRow({ label, perView, children }: ScrollRowProps) {
  const t = useHomeT();
  const rtl = useTheme().direction === 'rtl';
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = list.current;
    if (!el) return;
    const from = Math.abs(el.scrollLeft);
    setEdges({ start: from < 2, end: from + el.clientWidth >= el.scrollWidth - 2 });
  }, []);

  useEffect(() => {
    measure();
    const el = list.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const page = (forward: boolean) => {
    const el = list.current;
    if (!el) return;
    const step = el.clientWidth + GAP;
    el.scrollBy?.({ left: (forward ? 1 : -1) * (rtl ? -1 : 1) * step, behavior: 'smooth' });
  };

  /** Left and right move the focus to the item on that side, whatever the language. */
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const items = Array.from(list.current?.children ?? []);
    const at = items.findIndex((item) => item.contains(document.activeElement));
    if (at < 0) return;
    const towardEnd = (event.key === 'ArrowRight') !== rtl;
    const next = items[at + (towardEnd ? 1 : -1)];
    // The item's main link (a card's title), not a picture link kept out of the tab order.
    const target =
      next?.querySelector<HTMLElement>('a[href]:not([tabindex="-1"])') ??
      next?.querySelector<HTMLElement>('button:not([disabled])');
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  };

  const width = (n: number) => `calc((100% - ${(n - 1) * GAP}px) / ${n} - ${n > 1 ? 8 : 0}px)`;
  const button = (forward: boolean) => {
    const disabled = forward ? edges.end : edges.start;
    // Forward points to the end side: right in English, left in Arabic.
    const Icon = forward !== rtl ? ChevronRight : ChevronLeft;
    return (
      <IconButton
        onClick={() => page(forward)}
        disabled={disabled}
        aria-label={t(forward ? 'carousel.next' : 'carousel.previous')}
        size="small"
        sx={{
          position: 'absolute',
          top: '40%',
          zIndex: 1,
          [forward ? 'insetInlineEnd' : 'insetInlineStart']: { xs: -4, md: -18 },
          bgcolor: 'background.paper',
          boxShadow: 3,
          border: 1,
          borderColor: 'divider',
          '&:hover': { bgcolor: 'background.paper' },
          '&.Mui-disabled': { opacity: 0, pointerEvents: 'none' },
          display: { xs: 'none', sm: 'inline-flex' },
        }}
      >
        <Icon />
      </IconButton>
    );
  };

  return (
    <Box role="group" aria-roledescription="carousel" aria-label={label} sx={{ position: 'relative' }}>
      {button(false)}
      <Box
        component="ul"
        ref={list}
        onScroll={measure}
        onKeyDown={onKeyDown}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 1.5,
          display: 'flex',
          gap: `${GAP}px`,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'thin',
          overscrollBehaviorX: 'contain',
          '& > li': {
            flex: 'none',
            scrollSnapAlign: 'start',
            width: {
              xs: width(perView.xs),
              sm: width(perView.sm),
              md: width(perView.md),
              lg: width(perView.lg),
              xl: width(perView.xl),
            },
          },
          '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
        }}
      >
        {children}
      </Box>
      {button(true)}
    </Box>
  );
}
