import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { MenuKind, StorefrontMenu } from '@shop/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  Component,
  type ComponentType,
  type KeyboardEvent,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Picture } from '../../components/ui/picture.ts';
import { CompanyContact } from '../site/company-contact.tsx';
import { useSiteProfile } from '../site/site-profile.ts';
import { FRAME_PLACEMENTS, type StorefrontSlide, useMenus } from './api.ts';
import { useHomeT } from './i18n.ts';

// ---------------------------------------------------------------------------------------------
// Slides

const SLIDE_MS = 6000;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
  );
}

function SlideLink({ slide, children }: { slide: StorefrontSlide; children: ReactNode }) {
  const style = { display: 'block', height: '100%' };
  if (!slide.url) return <div style={style}>{children}</div>;
  // The shop's own pages go through the router; an address elsewhere opens as a normal link.
  return slide.url.startsWith('/') && !slide.url.startsWith('//') ? (
    <Link to={slide.url} style={style}>
      {children}
    </Link>
  ) : (
    <a href={slide.url} rel="noopener" style={style}>
      {children}
    </a>
  );
}

/*
 * Whatever the picture (an admin may upload a pale one), the words sit on a scrim dark enough for
 * white text to keep a contrast of 4.5:1 or more over white: 62% black under the text, fading
 * out past it. Page colours do not reach in here, so it reads the same in the light and dark themes.
 * `to right` is the inline end: the RTL style plugin turns it to `to left` in Arabic.
 */
const SCRIM = {
  // A phone's slide is small: the title takes most of its width.
  xs: 'linear-gradient(to right, rgba(0,0,0,.66) 0%, rgba(0,0,0,.62) 72%, rgba(0,0,0,.2) 100%)',
  md: 'linear-gradient(to right, rgba(0,0,0,.66) 0%, rgba(0,0,0,.62) 38%, rgba(0,0,0,.22) 56%, rgba(0,0,0,0) 70%)',
};

/** The slide's title, subtitle and a call to action, as text in the page's language. */
function SlideCaption({ slide, cta }: { slide: StorefrontSlide; cta: string }) {
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        backgroundImage: SCRIM,
        color: '#fff',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'flex-start',
        gap: { xs: 0.5, md: 1.5 },
        // Clear of the previous-slide button (md and up) on the start side.
        paddingInlineStart: { xs: 2, sm: 4, md: 10 },
        paddingInlineEnd: 2,
        textShadow: '0 1px 3px rgba(0,0,0,.5)',
      }}
    >
      <Typography
        component="p"
        sx={{
          color: 'inherit',
          fontWeight: 700,
          lineHeight: 1.25,
          fontSize: { xs: '1.05rem', sm: '1.6rem', md: '2.3rem' },
          maxWidth: { xs: '70%', md: '38%' },
        }}
      >
        {slide.title}
      </Typography>
      {slide.subtitle ? (
        <Typography
          component="p"
          sx={{
            color: 'inherit',
            display: { xs: 'none', sm: 'block' },
            fontSize: { sm: '1rem', md: '1.2rem' },
            maxWidth: { sm: '60%', md: '36%' },
          }}
        >
          {slide.subtitle}
        </Typography>
      ) : null}
      {slide.url ? (
        <Box
          component="span"
          sx={{
            display: { xs: 'none', md: 'inline-flex' },
            mt: 1,
            px: 3,
            py: 1,
            borderRadius: 999,
            fontWeight: 700,
            textShadow: 'none',
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          }}
        >
          {cta}
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * The home's slides (SPEC 3 "Slide"): one at a time, swiped or scrolled natively with snap
 * points, with previous/next buttons, a dot per slide and the arrow keys. They turn every six
 * seconds unless the visitor pauses them, points at or focuses them, or asked the system for
 * less motion (WCAG 2.2.2). In Arabic they run right to left.
 */
export function HomeSlides({
  slides,
  sx,
}: {
  slides: StorefrontSlide[] | undefined;
  sx: SxProps<Theme>;
}): ReactNode {
  const t = useHomeT();
  const rtl = useTheme().direction === 'rtl';
  const list = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  const count = slides?.length ?? 0;

  const goTo = useCallback(
    (i: number) => {
      const el = list.current;
      if (!el || count === 0) return;
      const next = (i + count) % count;
      el.scrollTo?.({ left: (rtl ? -1 : 1) * next * el.clientWidth, behavior: 'smooth' });
      setIndex(next);
    },
    [count, rtl],
  );

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setTimeout(() => goTo(index + 1), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, held, count, index, goTo]);

  if (!slides) return <Box sx={[{ bgcolor: 'action.hover' }, ...(Array.isArray(sx) ? sx : [sx])]} />;
  if (count === 0) return null;

  const onScroll = () => {
    const el = list.current;
    if (el?.clientWidth) setIndex(Math.round(Math.abs(el.scrollLeft) / el.clientWidth));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    goTo(index + ((event.key === 'ArrowRight') !== rtl ? 1 : -1));
  };
  const arrow = (forward: boolean) => {
    const Icon = forward !== rtl ? ChevronRight : ChevronLeft;
    return (
      <IconButton
        aria-label={t(forward ? 'slides.next' : 'slides.previous')}
        onClick={() => goTo(index + (forward ? 1 : -1))}
        sx={{
          position: 'absolute',
          top: '50%',
          transform: 'translateY(-50%)',
          [forward ? 'insetInlineEnd' : 'insetInlineStart']: 12,
          display: { xs: 'none', md: 'inline-flex' },
          bgcolor: 'rgba(255,255,255,.85)',
          color: '#1b1f27',
          '&:hover': { bgcolor: '#fff' },
        }}
      >
        <Icon />
      </IconButton>
    );
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('slides.label')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      onKeyDown={onKeyDown}
      sx={[{ position: 'relative', overflow: 'hidden' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box
        ref={list}
        onScroll={onScroll}
        aria-live={playing && !held ? 'off' : 'polite'}
        sx={{
          height: '100%',
          display: 'flex',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          overscrollBehaviorX: 'contain',
        }}
      >
        {slides.map((slide, i) => (
          <Box
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slides.slide', { n: i + 1, total: count })}
            sx={{ flex: '0 0 100%', scrollSnapAlign: 'start', height: '100%' }}
          >
            <SlideLink slide={slide}>
              <Box sx={{ position: 'relative', height: '100%' }}>
                <Picture
                  src={slide.image}
                  // The words are the text laid over it: the picture itself says nothing more.
                  alt=""
                  width={1600}
                  height={600}
                  // The first slide is what the visitor sees first: fetched at once.
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding="async"
                  sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
                />
                <SlideCaption slide={slide} cta={t('slides.cta')} />
              </Box>
            </SlideLink>
          </Box>
        ))}
      </Box>
      {count > 1 ? (
        <>
          {arrow(false)}
          {arrow(true)}
          <Box
            sx={{
              position: 'absolute',
              insetBlockEnd: { xs: 6, md: 14 },
              insetInlineStart: 0,
              insetInlineEnd: 0,
              display: 'flex',
              justifyContent: 'center',
              alignItems: 'center',
              gap: 0.5,
            }}
          >
            <IconButton
              size="small"
              aria-label={t(playing ? 'slides.pause' : 'slides.play')}
              onClick={() => setPlaying((p) => !p)}
              sx={{
                color: '#fff',
                bgcolor: 'rgba(0,0,0,.35)',
                '&:hover': { bgcolor: 'rgba(0,0,0,.5)' },
                p: 0.25,
              }}
            >
              {playing ? <Pause fontSize="small" /> : <PlayArrow fontSize="small" />}
            </IconButton>
            {slides.map((slide, i) => (
              <Box
                component="button"
                type="button"
                key={slide.id}
                aria-label={t('slides.goTo', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
                sx={{
                  width: 28,
                  height: 28,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  '&::before': {
                    content: '""',
                    width: i === index ? 22 : 10,
                    height: 10,
                    borderRadius: 5,
                    bgcolor: i === index ? '#fff' : 'rgba(255,255,255,.6)',
                    boxShadow: '0 0 0 1px rgba(0,0,0,.25)',
                    transition: 'width .2s',
                  },
                  '&:focus-visible': { outline: '3px solid #fff', outlineOffset: -3, borderRadius: 2 },
                }}
              />
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}

// ---------------------------------------------------------------------------------------------
// Menu sections

type SectionComponent = LazyExoticComponent<ComponentType<{ menu: StorefrontMenu }>>;

/** Each kind of home menu (SPEC 3) is its own chunk, fetched when a menu of that kind arrives. */
const SECTIONS: Record<MenuKind, SectionComponent> = {
  slider: lazy(() => import('./sections/slider-section.tsx')),
  bundle: lazy(() => import('./sections/bundle-section.tsx')),
  video: lazy(() => import('./sections/video-section.tsx')),
  images: lazy(() => import('./sections/images-section.tsx')),
  grid: lazy(() => import('./sections/grid-section.tsx')),
  bar: lazy(() => import('./sections/bar-section.tsx')),
  'single-product': lazy(() => import('./sections/single-product-section.tsx')),
};

/** Tabs for a menu that combines others: MUI's Tabs load only on a home that has one. */
const CombinedMenus = lazy(async () => ({
  default: (await import('./components/combined-menus.tsx')).CombinedMenus,
}));

/** Kinds whose media stand alone: shown even without items. */
const MEDIA_LED: ReadonlySet<MenuKind> = new Set(['video', 'images']);

function SectionSkeleton() {
  const t = useHomeT();
  return (
    <Box role="status" aria-label={t('section.loading')} sx={{ mt: { xs: 4, md: 6 } }}>
      <Skeleton variant="text" width={240} sx={{ fontSize: '1.75rem', mb: 1 }} />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '3 / 4', height: 'auto' }} />
        ))}
      </Box>
    </Box>
  );
}

function SectionError({ onRetry }: { onRetry: () => void }) {
  const t = useHomeT();
  return (
    <Alert
      severity="warning"
      sx={{ mt: { xs: 4, md: 6 } }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('section.retry')}
        </Button>
      }
    >
      {t('section.loadFailed')}
    </Alert>
  );
}

interface BoundaryState {
  failed: boolean;
  attempt: number;
}

/** One broken section (bad data, a chunk that failed) is replaced by a notice; the rest stays. */
class SectionBoundary extends Component<{ children: (attempt: number) => ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('Home section failed', error);
  }

  override render() {
    if (this.state.failed)
      return (
        <SectionError onRetry={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))} />
      );
    return this.props.children(this.state.attempt);
  }
}

function MenuSection({ menu, others }: { menu: StorefrontMenu; others: StorefrontMenu[] }) {
  const Section = SECTIONS[menu.kind];
  if (!Section) return null;
  return (
    <SectionBoundary>
      {(attempt) => (
        <Suspense key={attempt} fallback={<SectionSkeleton />}>
          {others.length ? (
            <CombinedMenus host={menu} others={others}>
              {(shown) => <Section menu={shown} />}
            </CombinedMenus>
          ) : (
            <Section menu={menu} />
          )}
        </Suspense>
      )}
    </SectionBoundary>
  );
}

/**
 * The home's menus (placement `home`) in the admin's order, each drawn by its kind. A menu that
 * combines others (isMenusCombinable, ADR 0013) shows them as tabs, and a menu combined into
 * another home menu is not drawn a second time on its own.
 */
export function HomeMenus({ query }: { query: UseQueryResult<StorefrontMenu[]> }): ReactNode {
  const t = useHomeT();
  // The layout's menus (nav, footer) are in the cache already; a home menu may combine them.
  const frame = useMenus(FRAME_PLACEMENTS).data;

  if (query.isPending) {
    return (
      <>
        <SectionSkeleton />
        <SectionSkeleton />
      </>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        sx={{ mt: 4 }}
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('section.retry')}
          </Button>
        }
      >
        {t('section.menusFailed')}
      </Alert>
    );
  }

  const menus = query.data;
  const byId = new Map([...(frame ?? []), ...menus].map((m) => [m.id, m]));
  const combinedAway = new Set(menus.flatMap((m) => m.combinedMenuIds));
  const visible = menus.filter(
    (m) =>
      !combinedAway.has(m.id) &&
      (m.items.length > 0 || m.combinedMenuIds.length > 0 || MEDIA_LED.has(m.kind)),
  );

  return (
    <>
      {visible.map((menu) => (
        <MenuSection
          key={menu.id}
          menu={menu}
          others={menu.combinedMenuIds.flatMap((id) => {
            const other = byId.get(id);
            return other && other.id !== menu.id ? [other] : [];
          })}
        />
      ))}
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Contact

/** How to reach the company, closing the home page (the profile of SPEC 3 "Company info"). */
export function HomeContact(): ReactNode {
  const { t } = useTranslation('store');
  const profile = useSiteProfile().data;
  if (!profile) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="home-contact"
      variant="outlined"
      sx={{ mt: 6, p: { xs: 3, md: 4 } }}
    >
      <Typography id="home-contact" variant="h2" component="h2" gutterBottom>
        {t('home.contactTitle')}
      </Typography>
      <CompanyContact profile={profile} />
    </Paper>
  );
}
