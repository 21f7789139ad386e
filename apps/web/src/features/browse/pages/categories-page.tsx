import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CategorySummary } from '@shop/shared';
import { TitleLink } from '../../../components/ui/title-link.tsx';
import { useCategories } from '../api.ts';
import { CategoryTiles, IndexPage } from '../components/page-parts.tsx';
import { browseLinks } from '../links.ts';
import { TaxonGrid } from '../taxon-tile.tsx';

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
  return (
    <IndexPage
      section="categories"
      path={browseLinks.categories}
      query={useCategories()}
      Grid={TaxonGrid}
      skeleton={{ count: 6, ratio: '3 / 4' }}
    >
      {(categories) =>
        byMainCategory(categories).map((group) => (
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
              <TitleLink to={browseLinks.mainCategory(group.slug)}>{group.name}</TitleLink>
            </Typography>
            <CategoryTiles categories={group.categories} />
          </Box>
        ))
      }
    </IndexPage>
  );
}
