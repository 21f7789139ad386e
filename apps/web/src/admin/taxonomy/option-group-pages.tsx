import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { MAX_OPTION_CHOICES, type OptionGroupRecord, optionGroupInput } from '@shop/shared';
import type { z } from 'zod';
import { itemPaths } from '../../back-office/kit/resource-screens.tsx';
import { createdColumn } from '../../back-office/kit/screens.tsx';
import { optionGroups } from './api.ts';
import { nameColumn, nameFields, taxonomyScreens } from './screens.tsx';

/*
 * SPEC 2 `options` (ADR 0018): option groups, SPEC 3 "min and max selection, required flag, note,
 * choices", offered by products through their option groups.
 */

type Values = z.input<typeof optionGroupInput>;
const CHOICE_FIELDS = ['name.en', 'name.ar', 'priceDelta', 'hex'] as const;
const emptyChoice = () => ({ name: { en: '', ar: '' }, priceDelta: 0, hex: '' });

const QUARTER = { xs: 6, sm: 3 } as const;

const screens = taxonomyScreens({
  segment: 'options',
  resource: optionGroups,
  pages: ['options', 'addOption', 'option'],
  texts: ({ t }) => ({ addTitle: t('options.addTitle') }),
  list: {
    filters: [],
    sorts: ['name', '-name', 'created_at', '-created_at'],
    defaultSort: 'name',
    columns: ({ t }, lang, href) => [
      nameColumn<OptionGroupRecord>(t, lang, href),
      {
        id: 'choices',
        label: t('options.choices'),
        render: (g) => g.choices.map((c) => c.name[lang] || c.name.en).join(lang === 'ar' ? '، ' : ', '),
      },
      {
        id: 'selection',
        label: t('options.selection'),
        align: 'center',
        render: (g) => (
          <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
            <bdi>{t('options.selectionValue', { min: g.minSelect, max: g.maxSelect })}</bdi>
            {g.required ? <Chip component="span" size="small" label={t('options.requiredShort')} /> : null}
          </Box>
        ),
      },
      { id: 'products', label: t('common.products'), align: 'center', render: (g) => g.productCount },
      createdColumn(t('common.created'), lang, 'lg'),
    ],
  },
  form: {
    schema: optionGroupInput,
    valuesOf: (g?: OptionGroupRecord): Values => ({
      name: { en: g?.name.en ?? '', ar: g?.name.ar ?? '' },
      note: { en: g?.note?.en ?? '', ar: g?.note?.ar ?? '' },
      minSelect: g?.minSelect ?? 0,
      maxSelect: g?.maxSelect ?? 1,
      required: g?.required ?? false,
      choices: g
        ? g.choices.map((c) => ({
            id: c.id,
            name: { en: c.name.en, ar: c.name.ar },
            priceDelta: c.priceDelta,
            hex: c.hex ?? '',
          }))
        : [emptyChoice()],
    }),
    fields: (values) => [
      'name.en',
      'name.ar',
      'note.en',
      'note.ar',
      'minSelect',
      'maxSelect',
      'required',
      'choices',
      ...itemPaths<Values>('choices', values.choices, CHOICE_FIELDS),
    ],
    body: ({ t }) => [
      nameFields(t, t('tags.nameHelp')),
      { kind: 'localized', name: 'note', label: [t('options.noteEn'), t('options.noteAr')], multiline: true },
      {
        kind: 'number',
        name: 'minSelect',
        label: t('options.minSelect'),
        min: 0,
        max: MAX_OPTION_CHOICES,
        size: QUARTER,
      },
      {
        kind: 'number',
        name: 'maxSelect',
        label: t('options.maxSelect'),
        min: 1,
        max: MAX_OPTION_CHOICES,
        size: QUARTER,
      },
      { kind: 'switch', name: 'required', label: t('options.required'), help: t('options.requiredHelp') },
      {
        kind: 'repeated',
        name: 'choices',
        legend: t('options.choices'),
        help: t('options.choicesHelp'),
        itemLabel: (n) => t('options.choice', { n }),
        max: MAX_OPTION_CHOICES,
        addLabel: t('options.addChoice'),
        empty: emptyChoice,
        fields: (index) => [
          {
            kind: 'localized',
            name: `choices.${index}.name`,
            label: [t('common.nameEn'), t('common.nameAr')],
            required: true,
          },
          { kind: 'number', name: `choices.${index}.priceDelta`, label: t('options.priceDelta'), min: 0 },
          { kind: 'text', name: `choices.${index}.hex`, label: t('options.hex'), ltr: true },
        ],
      },
    ],
  },
  edit: { nameOf: (group) => group.name },
});

/** /admin-panel/secure/options, …/add and …/:id. */
export const {
  ListPage: OptionGroupsListPage,
  AddPage: AddOptionGroupPage,
  EditPage: EditOptionGroupPage,
} = screens;
