import ArrowForward from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { PageMeta } from '../../features/site/page-meta.tsx';
import '../../back-office/i18n.ts';
import { scrollToTop } from '../../back-office/kit/use-list-params.ts';
import { useVisibleNav } from '../framework/admin-nav.ts';
import { useAdminProfile } from '../framework/admin-session.ts';

/** The admin home: a welcome and one card per section (statistics come with a later issue). */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const profile = useAdminProfile().data;
  const sections = useVisibleNav();
  const cards = sections.flatMap(({ section, items }) =>
    items.filter((item) => item.path !== '').map((item) => ({ ...item, section })),
  );

  return (
    <Box component="section" aria-labelledby="admin-dashboard-title">
      <PageMeta title={t('pages.dashboard')} />
      <Typography id="admin-dashboard-title" variant="h1" component="h1" gutterBottom>
        {profile ? t('dashboard.welcome', { name: profile.name }) : t('dashboard.welcomeAnonymous')}
      </Typography>
      <Typography component="p" sx={{ mb: 2 }}>
        {t('dashboard.intro')}
      </Typography>
      <Alert severity="info" sx={{ mb: 3, maxWidth: 720 }}>
        {t('dashboard.statsLater')}
      </Alert>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {cards.map((card) => {
          const Icon = card.icon;
          const title = t(`pages.${card.page}`);
          return (
            <Grid key={card.page} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={paths.admin.to(card.path)}
                  onClick={scrollToTop}
                  sx={{ height: '100%' }}
                >
                  <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                    <Icon color="primary" aria-hidden="true" />
                    <Box sx={{ flex: 1 }}>
                      <Typography component="h2" variant="h4">
                        {title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(`sidebar.sections.${card.section}`)}
                      </Typography>
                    </Box>
                    <ArrowForward
                      fontSize="small"
                      aria-hidden="true"
                      sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
                    />
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Box>
  );
}
