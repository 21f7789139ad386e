import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  CONTENT_BLOCK_SORTS,
  type ContentBlockInput,
  type ContentBlockRecord,
  contentBlockInput,
  idParams,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { SearchField, SelectFilter } from '../../back-office/kit/filter-bar.tsx';
import { listQuery } from '../../back-office/kit/format.ts';
import { LoadError, LoadingBlock, loadGate } from '../../back-office/kit/query-state.tsx';
import { DeleteRecord, FormFrame, useSaveFlow } from '../../back-office/kit/record-form.tsx';
import { DeclaredFields, fieldPathsOf } from '../../back-office/kit/resource-screens.tsx';
import {
  EditRecordScreen,
  FormScreen,
  flagOptions,
  ListScreen,
  listTexts,
} from '../../back-office/kit/screens.tsx';
import { onOff, StatusChip } from '../../back-office/kit/status-chip.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { NotFound } from '../../features/site/not-found.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { cmsPages, contentBlocks } from './api.ts';
import { sectionPlacement } from './cms-page-form-page.tsx';
import { cmsPagePath } from './cms-pages-list-page.tsx';
import { HALF_FROM_MD } from './fields.tsx';
import { type CmsT, deleteWords, formWords, useCmsT } from './i18n.ts';

type Values = z.input<typeof contentBlockInput>;
type Output = z.output<typeof contentBlockInput>;
const listPath = paths.admin.to('content-blocks');
const empty = { en: '', ar: '' };
const FILTERS = ['search', 'placement', 'active'] as const;

/** /admin-panel/secure/content-blocks: the dynamic content blocks (settings tab "dynamic content"). */
export function ContentBlocksListPage() {
  const t = useCmsT();
  const lang = useLanguage();
  const params = useListParams({ filters: FILTERS, sorts: CONTENT_BLOCK_SORTS, defaultSort: 'position' });
  const query = useQuery(contentBlocks.listQuery(listQuery(params)));
  const columns: Column<ContentBlockRecord>[] = [
    {
      id: 'title',
      label: t('blocks.columns.title'),
      rowHeader: true,
      render: (b) => (
        <Link component={RouterLink} to={paths.admin.to(`content-blocks/${b.id}`)} fontWeight={600}>
          {b.title[lang] || b.title.en}
        </Link>
      ),
    },
    {
      id: 'key',
      label: t('blocks.columns.key'),
      sortKey: 'key',
      render: (b) => <bdi dir="ltr">{b.key}</bdi>,
    },
    {
      id: 'placement',
      label: t('blocks.columns.placement'),
      render: (b) => <bdi dir="ltr">{b.placement}</bdi>,
    },
    {
      id: 'active',
      label: t('blocks.columns.active'),
      render: (b) => <StatusChip {...onOff(b.active, t('common.active'), t('common.inactive'))} />,
    },
    {
      id: 'position',
      label: t('blocks.columns.position'),
      sortKey: 'position',
      align: 'center',
      hideBelow: 'md',
      render: (b) => b.position,
    },
  ];
  return (
    <ListScreen
      titleId="blocks-title"
      texts={listTexts((w) => t(`blocks.${w}`))}
      add={{ to: paths.admin.to('content-blocks/add'), label: t('blocks.add') }}
      more={
        <>
          <SearchField
            label={t('blocks.columns.placement')}
            value={params.filters.placement}
            onChange={(value, options) => params.setFilter('placement', value, options)}
          />
          <SelectFilter
            label={t('blocks.columns.active')}
            value={params.filters.active}
            options={flagOptions(t('common.active'), t('common.inactive'))}
            onChange={(v) => params.setFilter('active', v)}
          />
        </>
      }
      params={params}
      query={query}
      columns={columns}
    />
  );
}

/**
 * The block editor. With `fixedPlacement` it edits a CMS page's section: the placement is the
 * page's and is not offered (ADR 0020).
 */
function ContentBlockForm({
  block,
  fixedPlacement,
  pathOf,
}: {
  block?: ContentBlockRecord;
  fixedPlacement?: string;
  /** Where a saved block is edited (a new block opens there; a renamed section moves there). */
  pathOf: (block: ContentBlockRecord) => string;
}) {
  const t = useCmsT();
  const navigate = useNavigate();
  const editing = block !== undefined;
  const words = formWords(t, 'blocks', editing);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(contentBlockInput),
    defaultValues: valuesOf(block, fixedPlacement),
  });
  const flow = useSaveFlow<Values, ContentBlockInput, ContentBlockRecord>({
    resource: contentBlocks,
    record: block,
    fields: () => fieldPathsOf(form.getValues()),
    setError: form.setError,
    notices: words.notices,
    body: (values) => (fixedPlacement ? { ...values, placement: fixedPlacement } : values),
    onCreated: (saved) => navigate(pathOf(saved), { replace: true }),
    onUpdated: (saved, previous) => {
      form.reset(valuesOf(saved, fixedPlacement));
      if (pathOf(saved) !== pathOf(previous)) navigate(pathOf(saved), { replace: true });
    },
  });
  const third = { xs: 12, md: 4 } as const;
  return (
    <FormFrame
      label={words.label}
      flow={flow}
      onSubmit={form.handleSubmit(flow.ask)}
      submitLabel={words.submitLabel}
      dialog={{
        title: words.dialogTitle,
        description: t('blocks.confirm.text', { key: flow.confirm.values?.key ?? '' }),
      }}
    >
      <DeclaredFields<Values, Output>
        form={form}
        fields={[
          {
            kind: 'text',
            name: 'key',
            label: t('blocks.form.key'),
            required: true,
            ltr: true,
            helperText: t('blocks.form.keyHelp'),
            size: fixedPlacement ? { xs: 12, md: 8 } : third,
          },
          // A page's section keeps the page's placement (ADR 0020).
          !fixedPlacement && {
            kind: 'text',
            name: 'placement',
            label: t('blocks.form.placement'),
            ltr: true,
            helperText: t('blocks.form.placementHelp'),
            size: third,
          },
          {
            kind: 'number',
            name: 'position',
            label: t('blocks.form.position'),
            min: 0,
            helperText: t('blocks.form.positionHelp'),
            size: third,
          },
          {
            kind: 'localized',
            name: 'title',
            label: t('blocks.form.title'),
            required: true,
            sideBySideFrom: 'md',
          },
          { kind: 'richText', name: 'body', label: t('blocks.form.body') },
          { kind: 'image', name: 'image', label: t('blocks.form.image'), empty: null, size: HALF_FROM_MD },
          {
            kind: 'switch',
            name: 'active',
            label: t('blocks.form.active'),
            help: t('blocks.form.activeHelp'),
            size: HALF_FROM_MD,
          },
        ]}
      />
    </FormFrame>
  );
}

function valuesOf(block: ContentBlockRecord | undefined, placement?: string): Values {
  return {
    key: block?.key ?? '',
    title: block?.title ?? empty,
    body: block?.body ?? empty,
    placement: placement ?? block?.placement ?? 'home',
    image: block?.image ?? null,
    active: block?.active ?? true,
    position: block?.position ?? 0,
  };
}

const blockPath = (b: ContentBlockRecord) => paths.admin.to(`content-blocks/${b.id}`);

/** /admin-panel/secure/content-blocks/add. */
export function AddContentBlockPage() {
  const t = useCmsT();
  return (
    <FormScreen id="add-block-title" title={t('blocks.add')} back={{ to: listPath, label: t('blocks.back') }}>
      <ContentBlockForm pathOf={blockPath} />
    </FormScreen>
  );
}

/** The delete card's words of a block, also a page's section. */
const deleteCard = (t: CmsT, label: string) => (block: ContentBlockRecord) =>
  deleteWords(t, 'blocks', t('blocks.confirm.deleteText', { key: block.key }), label);

/** /admin-panel/secure/content-blocks/:id. */
export function EditContentBlockPage() {
  const t = useCmsT();
  return (
    <EditRecordScreen<ContentBlockRecord, ContentBlockInput>
      resource={contentBlocks}
      listHref={listPath}
      titleId="block-title"
      backLabel={t('blocks.back')}
      nameOf={(block) => block.title}
      subtitle={(block) => <bdi dir="ltr">{block.key}</bdi>}
      deleteCard={deleteCard(t, t('blocks.delete'))}
    >
      {(block) => <ContentBlockForm key={block.id} block={block} pathOf={blockPath} />}
    </EditRecordScreen>
  );
}

/** The CMS page a section screen belongs to, read from :layout/:id. */
function useParentPage() {
  const params = useParams();
  const parsed = idParams.safeParse(params);
  const id = parsed.success ? parsed.data.id : 0;
  const query = useQuery({ ...cmsPages.detailQuery(id), enabled: parsed.success });
  return { valid: parsed.success, query, key: params.url };
}

const cmsList = paths.admin.to('settings/cms-pages');

/** /admin-panel/secure/settings/cms-pages/:layout/:id/add: a new section of a CMS page. */
export function AddCmsPageSectionPage() {
  const t = useCmsT();
  const lang = useLanguage();
  const { valid, query } = useParentPage();
  if (!valid) return <NotFound homeHref={cmsList} />;
  const loaded = loadGate(query, cmsList);
  if (!loaded.ready) return loaded.screen;
  const page = loaded.data;
  const base = cmsPagePath(page);
  return (
    <FormScreen
      id="add-section-title"
      title={t('sections.add')}
      subtitle={page.title[lang] || page.title.en}
      back={{ to: base, label: t('sections.back') }}
    >
      <ContentBlockForm
        fixedPlacement={sectionPlacement(page.id)}
        pathOf={(b) => `${base}/${encodeURIComponent(b.key)}`}
      />
    </FormScreen>
  );
}

/** /admin-panel/secure/settings/cms-pages/:layout/:id/:url: one section (block key `:url`) of a CMS page. */
export function CmsPageSectionPage() {
  const t = useCmsT();
  const lang = useLanguage();
  const { valid, query, key } = useParentPage();
  const placement = sectionPlacement(query.data?.id ?? 0);
  const blocks = useQuery({
    ...contentBlocks.listQuery({ placement, search: key ?? '', sort: 'position', page: 1, perPage: 100 }),
    enabled: valid && query.isSuccess && Boolean(key),
  });
  const remove = contentBlocks.useRemove();
  if (!valid || !key) return <NotFound homeHref={cmsList} />;
  if (query.isPending || (query.isSuccess && blocks.isPending)) return <LoadingBlock />;
  if (query.error)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} homeHref={cmsList} />;
  if (blocks.error)
    return <LoadError error={blocks.error} onRetry={() => void blocks.refetch()} homeHref={cmsList} />;
  const page = query.data;
  const base = cmsPagePath(page);
  const block = blocks.data?.items.find((b) => b.key === key && b.placement === placement);
  if (!block) return <NotFound homeHref={base} />;
  return (
    <FormScreen
      id="section-title"
      title={block.title[lang] || block.title.en}
      subtitle={page.title[lang] || page.title.en}
      back={{ to: base, label: t('sections.back') }}
    >
      <Stack spacing={3}>
        <ContentBlockForm
          key={block.id}
          block={block}
          fixedPlacement={placement}
          pathOf={(b) => `${base}/${encodeURIComponent(b.key)}`}
        />
        <DeleteRecord
          {...deleteCard(t, t('sections.delete'))(block)}
          backTo={base}
          onDelete={() => remove.mutateAsync(block.id)}
        />
      </Stack>
    </FormScreen>
  );
}
