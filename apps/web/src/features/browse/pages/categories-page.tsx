import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CategorySummary } from '@shop/shared';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { catalogueLinks } from '../../catalogue/links.ts';
import { PageMeta } from '../../site/page-meta.tsx';
import { useCategories } from '../api.ts';
import { gridColumns, useBrowseLayout } from '../columns.ts';
import { LoadFailed, PageHeading, Trail } from '../components/page-parts.tsx';
import { useBrowseT } from '../i18n.ts';
import { browseLinks } from '../links.ts';
import { TaxonTile } from '../taxon-tile.tsx';

/** Categories grouped under their main category, in the order the API gives them. */
function byMainCategory(categories: CategorySummary[]) {
  const groups = new Map<string, { name: string; slug: string; categories: CategorySummary[] }>();
  for (const category of categories) {
    const key = category.mainCategory.slug;
    const group = groups.get(key) ?? { ...category.mainCategory, categories: [] };
    group.categories.push(category);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** `/categories` (SPEC 2): every category as a tile, under its department. */
export function CategoriesPage() {
  const t = useBrowseT();
  const { columns } = useBrowseLayout();
  const query = useCategories();
  const gridSx = {
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'grid',
    gap: { xs: 1.5, md: 2 },
    gridTemplateColumns: gridColumns(columns, 1),
  } as const;

  return (
    <>
      <PageMeta
        title={t('categories.title')}
        description={t('categories.description')}
        image={query.data?.[0]?.image || undefined}
        canonical={browseLinks.categories}
      />
      <Trail crumbs={[{ label: t('categories.title') }]} />
      <PageHeading title={t('categories.title')} description={t('categories.description')} />
      {query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Box role="status" aria-label={t('common.loading')} sx={gridSx}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '3 / 4', height: 'auto' }} />
          ))}
        </Box>
      ) : query.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {t('categories.empty')}
        </Typography>
      ) : (
        byMainCategory(query.data).map((group) => (
          <Box
            component="section"
            key={group.slug}
            aria-labelledby={`categories-${group.slug}`}
            sx={{ mb: 4 }}
          >
            <Typography
              id={`categories-${group.slug}`}
              component="h2"
              variant="h3"
              sx={{ fontSize: '1.4rem', mb: 1.5 }}
            >
              <Link
                component={RouterLink}
                to={browseLinks.mainCategory(group.slug)}
                color="inherit"
                underline="hover"
              >
                {group.name}
              </Link>
            </Typography>
            <Box component="ul" sx={gridSx}>
              {group.categories.map((category) => (
                <li key={category.id}>
                  <TaxonTile
                    taxon={category}
                    href={catalogueLinks.category(category.slug)}
                    meta={t('common.productCount', { count: category.productCount })}
                  />
                </li>
              ))}
            </Box>
          </Box>
        ))
      )}
    </>
  );
}
