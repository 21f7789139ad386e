import { useParams } from 'react-router';
import { catalogueLinks } from '../../catalogue/links.ts';
import { useCategory } from '../api.ts';
import { TaxonProductsPage } from '../components/taxon-products-page.tsx';
import { useBrowseT } from '../i18n.ts';
import { browseLinks } from '../links.ts';

/** `/category/{category}` (SPEC 2): a category and its products, paged and sorted in the address. */
export function CategoryPage() {
  const t = useBrowseT();
  const slug = useParams().category ?? '';
  return (
    <TaxonProductsPage
      record={useCategory(slug)}
      filter={{ category: [slug] }}
      path={catalogueLinks.category(slug)}
      crumbs={(category) => [
        { label: t('categories.title'), to: browseLinks.categories },
        { label: category.mainCategory.name, to: browseLinks.mainCategory(category.mainCategory.slug) },
        { label: category.name },
      ]}
      emptyText={t('categories.noProducts')}
    />
  );
}
