import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Picture } from '../../../components/ui/picture.ts';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { catalogueLinks } from '../../catalogue/links.ts';
import { PageMeta } from '../../site/page-meta.tsx';
import { useMainCategories } from '../api.ts';
import { LoadFailed, PageHeading, Trail } from '../components/page-parts.tsx';
import { useBrowseT } from '../i18n.ts';
import { browseLinks } from '../links.ts';

/**
 * `/main-categories` (SPEC 2): every department with its picture, its categories as quick links
 * and its product count.
 */
export function MainCategoriesPage() {
  const t = useBrowseT();
  const query = useMainCategories();

  return (
    <>
      <PageMeta
        title={t('mainCategories.title')}
        description={t('mainCategories.description')}
        image={query.data?.[0]?.image || undefined}
        canonical={browseLinks.mainCategories}
      />
      <Trail crumbs={[{ label: t('mainCategories.title') }]} />
      <PageHeading title={t('mainCategories.title')} description={t('mainCategories.description')} />
      {query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Box role="status" aria-label={t('common.loading')} sx={grid}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '4 / 4', height: 'auto' }} />
          ))}
        </Box>
      ) : query.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {t('mainCategories.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ ...grid, listStyle: 'none', m: 0, p: 0 }}>
          {query.data.map((main) => (
            <li key={main.id}>
              <Card
                variant="outlined"
                component="article"
                sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <Box
                  component={RouterLink}
                  to={browseLinks.mainCategory(main.slug)}
                  tabIndex={-1}
                  aria-hidden="true"
                  sx={{ display: 'block', aspectRatio: '4 / 3', bgcolor: 'action.hover', overflow: 'hidden' }}
                >
                  {main.image ? (
                    <Picture
                      src={main.image}
                      alt=""
                      width={800}
                      height={600}
                      loading="lazy"
                      sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
                    />
                  ) : null}
                </Box>
                <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
                  <Typography component="h2" variant="h3" sx={{ fontSize: '1.35rem' }}>
                    <Link
                      component={RouterLink}
                      to={browseLinks.mainCategory(main.slug)}
                      color="inherit"
                      underline="hover"
                    >
                      {main.name}
                    </Link>
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('common.productCount', { count: main.productCount })}
                  </Typography>
                  {main.categories.length ? (
                    <Box
                      component="ul"
                      aria-label={t('mainCategories.categoriesOf', { name: main.name })}
                      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
                    >
                      {main.categories.map((category) => (
                        <li key={category.id}>
                          <Chip
                            component={RouterLink}
                            to={catalogueLinks.category(category.slug)}
                            clickable
                            size="small"
                            variant="outlined"
                            label={category.name}
                          />
                        </li>
                      ))}
                    </Box>
                  ) : null}
                  <Link
                    component={RouterLink}
                    to={browseLinks.mainCategory(main.slug)}
                    sx={{
                      mt: 'auto',
                      pt: 1,
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 0.5,
                      fontWeight: 700,
                    }}
                    aria-label={`${t('common.viewProducts')}: ${main.name}`}
                  >
                    {t('common.viewProducts')}
                    <ArrowForward
                      fontSize="small"
                      sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
                    />
                  </Link>
                </Box>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

const grid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;
