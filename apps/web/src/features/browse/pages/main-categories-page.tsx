import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MainCategorySummary } from '@shop/shared';
import type { ComponentProps } from 'react';
import { ForwardArrow } from '../../../components/ui/forward-arrow.tsx';
import { GridList } from '../../../components/ui/grid-list.tsx';
import { across, fillFrame, LazyPicture } from '../../../components/ui/picture.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { TitleLink } from '../../../components/ui/title-link.tsx';
import { catalogueLinks } from '../../catalogue/links.ts';
import { useMainCategories } from '../api.ts';
import { IndexPage } from '../components/page-parts.tsx';
import { useBrowseT } from '../i18n.ts';
import { browseLinks } from '../links.ts';

/**
 * `/main-categories` (SPEC 2): every department with its picture, its categories as quick links
 * and its product count.
 */
export function MainCategoriesPage() {
  return (
    <IndexPage
      section="mainCategories"
      path={browseLinks.mainCategories}
      query={useMainCategories()}
      Grid={CardGrid}
      skeleton={{ count: 4, ratio: '4 / 4' }}
    >
      {(mains) => (
        <CardGrid>
          {mains.map((main) => (
            <MainCategoryCard key={main.id} main={main} />
          ))}
        </CardGrid>
      )}
    </IndexPage>
  );
}

function CardGrid(props: Omit<ComponentProps<typeof GridList>, 'gap' | 'columns'>) {
  return (
    <GridList
      gap={{ xs: 2, md: 3 }}
      columns={{ xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }}
      {...props}
    />
  );
}

function MainCategoryCard({ main }: { main: MainCategorySummary }) {
  const t = useBrowseT();
  return (
    <li>
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
            <LazyPicture src={main.image} layout={across.third} width={800} height={600} sx={fillFrame} />
          ) : null}
        </Box>
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
          <Typography component="h2" variant="h3" sx={{ fontSize: '1.35rem' }}>
            <TitleLink to={browseLinks.mainCategory(main.slug)}>{main.name}</TitleLink>
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
            <ForwardArrow fontSize="small" />
          </Link>
        </Box>
      </Card>
    </li>
  );
}
