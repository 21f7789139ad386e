import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useMainCategory } from '../api.ts';
import { CategoryTiles } from '../components/page-parts.tsx';
import { TaxonProductsPage } from '../components/taxon-products-page.tsx';
import { useBrowseT } from '../i18n.ts';
import { browseLinks } from '../links.ts';

/**
 * `/main-category/{mainCategory}` (SPEC 2, "categories by main-category slug"): the department,
 * its categories as tiles, then all its products, paged and sorted in the address.
 */
export function MainCategoryPage() {
  const t = useBrowseT();
  const slug = useParams().mainCategory ?? '';
  return (
    <TaxonProductsPage
      record={useMainCategory(slug)}
      filter={{ mainCategory: [slug] }}
      path={browseLinks.mainCategory(slug)}
      crumbs={(main) => [
        { label: t('mainCategories.title'), to: browseLinks.mainCategories },
        { label: main.name },
      ]}
      emptyText={t('mainCategories.noProducts')}
      heading={
        <Typography component="h2" variant="h4">
          {t('common.products')}
        </Typography>
      }
    >
      {(main) =>
        main.categories.length ? (
          <Box component="section" aria-labelledby="main-category-categories" sx={{ mb: 4 }}>
            <Typography id="main-category-categories" component="h2" variant="h4" sx={{ mb: 1.5 }}>
              {t('mainCategories.categoriesOf', { name: main.name })}
            </Typography>
            <CategoryTiles categories={main.categories} />
          </Box>
        ) : null
      }
    </TaxonProductsPage>
  );
}
