import Chip from '@mui/material/Chip';
import { TAG_TYPES, type TagRecord, type TagType, tagInput } from '@shop/shared';
import { createdColumn } from '../../back-office/kit/screens.tsx';
import { tags } from './api.ts';
import { type TaxonomyT, useTaxonomyT } from './i18n.ts';
import { nameColumn, nameFields, taxonomyScreens } from './screens.tsx';

/* SPEC 2 `tags`; SPEC 3 tag types 1/2/3, type 3 shown as "Item Is Bundle". */

/** The type as the screens show it: "3 · Item Is Bundle". */
export function TagTypeChip({ type }: { type: TagType }) {
  const t = useTaxonomyT();
  return (
    <Chip
      component="span"
      size="small"
      variant={type === 'bundle' ? 'filled' : 'outlined'}
      color={type === 'bundle' ? 'secondary' : type === 'discount' ? 'warning' : 'default'}
      label={t(`tags.types.${type}`)}
    />
  );
}

/** The types to choose from, in the list's filter and the form. */
const typeOptions = (t: TaxonomyT) =>
  TAG_TYPES.map((type) => ({ value: type, label: t(`tags.types.${type}`) }));

const screens = taxonomyScreens({
  segment: 'tags',
  resource: tags,
  pages: ['tags', 'addTag', 'tag'],
  list: {
    filters: ['type'],
    sorts: ['name', '-name', 'created_at', '-created_at'],
    defaultSort: 'name',
    columns: ({ t }, lang, href) => [
      nameColumn<TagRecord>(t, lang, href),
      { id: 'type', label: t('tags.type'), render: (tag) => <TagTypeChip type={tag.type} /> },
      {
        id: 'slug',
        label: t('common.slug'),
        hideBelow: 'md',
        render: (tag) => <bdi dir="ltr">{tag.slug}</bdi>,
      },
      { id: 'products', label: t('common.products'), align: 'center', render: (tag) => tag.productCount },
      createdColumn(t('common.created'), lang, 'lg'),
    ],
    selects: ({ t }) => [{ name: 'type', label: t('tags.type'), options: typeOptions(t) }],
  },
  form: {
    schema: tagInput,
    valuesOf: (tag?: TagRecord) => ({
      name: { en: tag?.name.en ?? '', ar: tag?.name.ar ?? '' },
      type: tag?.type ?? 'regular',
      slug: tag?.slug ?? '',
    }),
    body: ({ t }) => [
      nameFields(t, t('tags.nameHelp')),
      {
        kind: 'select',
        name: 'type',
        label: t('tags.type'),
        choices: typeOptions(t),
        helperText: t('tags.typeHelp'),
        fallback: 'regular',
        required: true,
      },
      { kind: 'text', name: 'slug', label: t('common.slug'), ltr: true, helperText: t('tags.slugHelp') },
    ],
  },
  edit: { nameOf: (tag) => tag.name, subtitle: (tag) => <TagTypeChip type={tag.type} /> },
});

/** /admin-panel/secure/tags, …/add and …/:id. */
export const { ListPage: TagsListPage, AddPage: AddTagPage, EditPage: EditTagPage } = screens;
