import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Picture, Thumb } from '../../../components/ui/picture.tsx';
import { useCatalogueT } from '../i18n.ts';

export interface GalleryImage {
  url: string;
  thumbUrl: string | null;
  alt: string;
}

/**
 * The product's pictures: one large, thumbnails to pick another. Thumbnails are buttons in one
 * tab stop; the arrow keys move between them (mirrored in Arabic), Home and End jump to the ends.
 * `featured` is the picture of the variant chosen: shown large (first among the thumbnails when
 * the product's own pictures do not hold it); when it goes, the product's first picture returns.
 */
export function ProductGallery({
  images: own,
  title,
  featured = null,
}: {
  images: GalleryImage[];
  title: string;
  featured?: GalleryImage | null;
}) {
  const t = useCatalogueT();
  const theme = useTheme();
  const images = featured && !own.some((i) => i.url === featured.url) ? [featured, ...own] : own;
  const [index, setIndex] = useState(0);
  // A new featured picture moves the large picture to it (React's "state from a prop" pattern).
  const [featuredUrl, setFeaturedUrl] = useState<string | null>(null);
  if ((featured?.url ?? null) !== featuredUrl) {
    setFeaturedUrl(featured?.url ?? null);
    setIndex(
      featured
        ? Math.max(
            0,
            images.findIndex((i) => i.url === featured.url),
          )
        : 0,
    );
  }
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];

  const go = (next: number, focus = false) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    if (focus) thumbs.current[wrapped]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = theme.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = theme.direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) go(index + 1, true);
    else if (event.key === back) go(index - 1, true);
    else if (event.key === 'Home') go(0, true);
    else if (event.key === 'End') go(count - 1, true);
    else return;
    event.preventDefault();
  };

  if (!current) {
    return (
      <Box
        sx={{
          aspectRatio: '1 / 1',
          borderRadius: 2,
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          color: 'text.secondary',
        }}
      >
        {t('details.noImage')}
      </Box>
    );
  }

  const Prev = theme.direction === 'rtl' ? ChevronRight : ChevronLeft;
  const Next = theme.direction === 'rtl' ? ChevronLeft : ChevronRight;
  const arrow = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    bgcolor: 'background.paper',
    boxShadow: 1,
    '&:hover': { bgcolor: 'background.paper' },
  } as const;

  return (
    <Box component="section" aria-label={t('details.gallery', { title })}>
      <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover' }}>
        {/* The page's largest paint: fetched first. Picture keeps width/height as attributes. */}
        <Picture
          src={current.url}
          sizes="(min-width: 1200px) 600px, (min-width: 900px) 50vw, 100vw"
          widths={[400, 800, 1200]}
          alt={current.alt || title}
          loading="eager"
          fetchPriority="high"
          width={800}
          height={800}
          sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain' }}
        />
        {count > 1 ? (
          <>
            <IconButton
              aria-label={t('details.previousImage')}
              onClick={() => go(index - 1)}
              sx={{ ...arrow, insetInlineStart: 8 }}
            >
              <Prev />
            </IconButton>
            <IconButton
              aria-label={t('details.nextImage')}
              onClick={() => go(index + 1)}
              sx={{ ...arrow, insetInlineEnd: 8 }}
            >
              <Next />
            </IconButton>
          </>
        ) : null}
      </Box>
      {count > 1 ? (
        <Box
          role="group"
          aria-label={t('details.thumbnails')}
          onKeyDown={onKeyDown}
          sx={{ display: 'flex', gap: 1, mt: 1.5, overflowX: 'auto', pb: 0.5 }}
        >
          {images.map((image, i) => (
            <ButtonBase
              key={image.url}
              ref={(el: HTMLButtonElement | null) => {
                thumbs.current[i] = el;
              }}
              tabIndex={i === index ? 0 : -1}
              aria-label={t('details.showImage', { n: i + 1, total: count })}
              aria-pressed={i === index}
              onClick={() => go(i)}
              sx={{
                flex: '0 0 72px',
                borderRadius: 1,
                overflow: 'hidden',
                outline: i === index ? '2px solid' : '1px solid',
                outlineColor: i === index ? 'primary.main' : 'divider',
                outlineOffset: -1,
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark' },
              }}
            >
              <Thumb
                src={image.thumbUrl ?? image.url}
                size={72}
                sx={{ display: 'block', width: 72, height: 72, objectFit: 'cover' }}
              />
            </ButtonBase>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
