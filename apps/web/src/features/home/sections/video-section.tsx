import Box from '@mui/material/Box';
import type { StorefrontMenu } from '@shop/shared';
import { Picture, Video } from '../../../components/ui/picture.ts';
import { MenuItems } from '../components/menu-items.tsx';
import { SectionFrame } from '../components/section-frame.tsx';
import { useHomeT } from '../i18n.ts';

/**
 * Video (SPEC 3 `video`: a video and its poster, products only): the video, which loads nothing
 * until played (the poster stands in), beside the products it shows.
 */
export default function VideoSection({ menu }: { menu: StorefrontMenu }) {
  const t = useHomeT();
  const video = menu.video ? (
    <Video
      controls
      playsInline
      preload="none"
      poster={menu.posterImage ?? undefined}
      aria-label={t('video.label', { name: menu.name })}
      width={1280}
      height={720}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '16 / 9',
        borderRadius: 3,
        bgcolor: '#000',
      }}
    >
      <source src={menu.video} />
      {t('video.unsupported')} <a href={menu.video}>{t('video.open')}</a>
    </Video>
  ) : menu.posterImage ? (
    <Picture
      src={menu.posterImage}
      alt=""
      width={1280}
      height={720}
      loading="lazy"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '16 / 9',
        objectFit: 'cover',
        borderRadius: 3,
      }}
    />
  ) : null;

  return (
    <SectionFrame menu={menu} showBanner={false}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: menu.items.length ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' },
          alignItems: 'start',
        }}
      >
        {video}
        {menu.items.length ? <MenuItems menu={menu} less={2} /> : null}
      </Box>
    </SectionFrame>
  );
}
