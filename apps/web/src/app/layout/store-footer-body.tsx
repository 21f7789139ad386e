import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { GridList } from '../../components/ui/grid-list.tsx';
import { TextLink } from '../../components/ui/text-link.tsx';
import { paths } from '../../config/paths.ts';
import { FRAME_PLACEMENTS, useMenus } from '../../features/home/api.ts';
import { CompanyContact } from '../../features/site/company-contact.tsx';
import { useSiteName } from '../../features/site/site-name.ts';
import { useSiteProfile } from '../../features/site/site-profile.ts';
import { FooterMenuColumns, NavFooterBand } from './store-footer-menus.tsx';

const LINKS = [
  { to: paths.aboutUs, key: 'aboutUs' },
  { to: paths.services, key: 'services' },
  { to: paths.blogs, key: 'blogs' },
  { to: paths.contact, key: 'contact' },
] as const;

/** Stands for the site's name in the rights line; a character no translation contains. */
const NAME_MARK = '\u2063';

/** The storefront footer: `nav-footer` and `footer` menus, company profile (SPEC 3), links. */
export default function StoreFooterBody() {
  const { t } = useTranslation('store');
  const profile = useSiteProfile().data;
  const siteName = useSiteName();
  const menus = useMenus(FRAME_PLACEMENTS).data ?? [];
  const shown = (placement: string) => menus.filter((m) => m.placement === placement && m.items.length > 0);
  const navFooter = shown('nav-footer');
  const columns = shown('footer');
  // The name is isolated (<bdi>) so a Latin name keeps its place in the Arabic sentence and back.
  const [rightsBefore = '', rightsAfter = ''] = t('footer.rights', {
    year: new Date().getFullYear(),
    name: NAME_MARK,
  }).split(NAME_MARK);
  return (
    <Box
      component="footer"
      aria-label={t('footer.label')}
      sx={{
        mt: 'auto',
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        py: { xs: 4, md: 5 },
      }}
    >
      <Container maxWidth="lg">
        {navFooter.length ? <NavFooterBand menus={navFooter} /> : null}
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: {
              xs: '1fr',
              sm: columns.length ? '1fr 1fr' : '1fr',
              md: `minmax(0, 1.4fr) repeat(${columns.length + 1}, minmax(0, 1fr))`,
            },
          }}
        >
          <section aria-labelledby="footer-company">
            <Typography id="footer-company" component="h2" variant="h4" gutterBottom>
              {t('company.title')}
            </Typography>
            <CompanyContact profile={profile} />
          </section>
          <nav aria-labelledby="footer-links">
            <Typography id="footer-links" component="h2" variant="h4" gutterBottom>
              {t('footer.links')}
            </Typography>
            <GridList gap={1}>
              {LINKS.map((link) => (
                <li key={link.key}>
                  <TextLink to={link.to}>{t(`nav.${link.key}`)}</TextLink>
                </li>
              ))}
            </GridList>
          </nav>
          <FooterMenuColumns menus={columns} />
        </Box>
        <Typography component="p" variant="body2" color="text.secondary" sx={{ mt: 4 }}>
          {rightsBefore}
          <bdi>{siteName}</bdi>
          {rightsAfter}
        </Typography>
      </Container>
    </Box>
  );
}
