import type { StorefrontMenu } from '@shop/shared';
import { across, fullWidth, LazyPicture, Video } from '../../../components/ui/picture.tsx';
import { MenuItems } from '../components/menu-items.tsx';
import { SectionFrame, SideBySide } from '../components/section-frame.tsx';
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
    <LazyPicture
      src={menu.posterImage}
      layout={across.half}
      width={1280}
      height={720}
      sx={{ ...fullWidth('16 / 9'), borderRadius: 3 }}
    />
  ) : null;

  return (
    <SectionFrame menu={menu} showBanner={false}>
      <SideBySide columns={menu.items.length ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr'}>
        {video}
        {menu.items.length ? <MenuItems menu={menu} less={2} /> : null}
      </SideBySide>
    </SectionFrame>
  );
}
