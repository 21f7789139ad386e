import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { BLOG_SORTS, type BlogInput, type BlogRecord, blogInput, idParams } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { NotFound } from '../../components/ui/not-found.tsx';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { type Column, DataTable, EmptyState } from '../components/data-table.tsx';
import { FilterBar, SearchField, SelectFilter } from '../components/filter-bar.tsx';
import { FormAlert, FormTextField, placeServerErrors } from '../components/form-fields.tsx';
import { formatDateTime, listQuery } from '../components/format.ts';
import { PageHeader } from '../components/page-header.tsx';
import { LoadError, LoadingBlock } from '../components/query-state.tsx';
import { useConfirmedSubmit } from '../components/use-confirmed-submit.ts';
import { useListParams } from '../components/use-list-params.ts';
import { blogs } from './api.ts';
import { fromLocalInput, toLocalInput } from './dates.ts';
import { DeleteRecord } from './delete-record.tsx';
import { errorAt, HtmlFields, ImageField, LocalizedFields, SwitchField } from './fields.tsx';
import { useCmsT } from './i18n.ts';
import { StateChip } from './status-chip.tsx';

const formSchema = blogInput.extend({ publishedAt: z.string().trim() });
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;
const FIELDS: ReadonlyArray<FieldPath<Values>> = [
  'title.en',
  'title.ar',
  'excerpt.en',
  'excerpt.ar',
  'body.en',
  'body.ar',
  'author',
  'image',
  'published',
  'publishedAt',
];
const listPath = paths.admin.to('blogs');
const empty = { en: '', ar: '' };
const FILTERS = ['search', 'published'] as const;
const blogPath = (b: Pick<BlogRecord, 'id'>) => paths.admin.to(`blogs/${b.id}`);

/** A post is live once published and its date has come (docs/api/admin-taxonomy-content.md). */
const isScheduled = (b: Pick<BlogRecord, 'published' | 'publishedAt'>) =>
  b.published && new Date(b.publishedAt).getTime() > Date.now();

/** /admin-panel/secure/blogs. */
export function BlogsListPage() {
  const t = useCmsT();
  const lang = useLanguage();
  const params = useListParams({ filters: FILTERS, sorts: BLOG_SORTS, defaultSort: '-published_at' });
  const query = useQuery(blogs.listQuery(listQuery(params)));
  const columns: Column<Omit<BlogRecord, 'body'>>[] = [
    {
      id: 'title',
      label: t('blogs.columns.title'),
      sortKey: 'title',
      rowHeader: true,
      render: (b) => (
        <Link component={RouterLink} to={blogPath(b)} fontWeight={600}>
          {b.title[lang] || b.title.en}
        </Link>
      ),
    },
    { id: 'author', label: t('blogs.columns.author'), hideBelow: 'md', render: (b) => b.author },
    {
      id: 'published',
      label: t('blogs.columns.published'),
      render: (b) =>
        isScheduled(b) ? (
          <StateChip on={false} onLabel="" offLabel={t('blogs.scheduled')} />
        ) : (
          <StateChip on={b.published} onLabel={t('blogs.published')} offLabel={t('blogs.draft')} />
        ),
    },
    {
      id: 'publishedAt',
      label: t('blogs.columns.publishedAt'),
      sortKey: 'published_at',
      render: (b) => formatDateTime(b.publishedAt, lang),
    },
  ];
  return (
    <Box component="section" aria-labelledby="blogs-title">
      <PageHeader
        id="blogs-title"
        title={t('blogs.title')}
        subtitle={t('blogs.intro')}
        actions={
          <Button
            component={RouterLink}
            to={paths.admin.to('blogs/add')}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('blogs.add')}
          </Button>
        }
      />
      <FilterBar label={t('blogs.filtersLabel')} hasFilters={params.hasFilters} onClear={params.clearFilters}>
        <SearchField
          label={t('blogs.searchLabel')}
          value={params.filters.search}
          onChange={(value, options) => params.setFilter('search', value, options)}
        />
        <SelectFilter
          label={t('blogs.columns.published')}
          value={params.filters.published}
          options={[
            { value: 'true', label: t('blogs.published') },
            { value: 'false', label: t('blogs.draft') },
          ]}
          onChange={(v) => params.setFilter('published', v)}
        />
      </FilterBar>
      <DataTable
        caption={t('blogs.caption')}
        columns={columns}
        rows={query.data?.items}
        meta={query.data?.meta}
        params={params}
        rowKey={(b) => b.id}
        isLoading={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={
          <EmptyState text={t('blogs.empty')} filtered={params.hasFilters} onClear={params.clearFilters} />
        }
      />
    </Box>
  );
}

function BlogForm({ blog }: { blog?: BlogRecord }) {
  const t = useCmsT();
  const navigate = useNavigate();
  const editing = blog !== undefined;
  const create = blogs.useCreate();
  const update = blogs.useUpdate(blog?.id ?? 0);
  const saving = create.isPending || update.isPending;
  const confirm = useConfirmedSubmit<BlogInput>();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, Output>({ resolver: zodResolver(formSchema), defaultValues: valuesOf(blog) });
  const onError = (error: Error) => {
    confirm.close();
    if (!placeServerErrors(error, setError, FIELDS)) setServerError(error.message);
  };
  const save = () => {
    const values = confirm.values;
    if (!values) return;
    setServerError(null);
    if (blog) {
      update.mutate(values, {
        onSuccess: (result) => {
          confirm.close();
          notify.success(result.message ?? t('blogs.done.updated'));
          reset(valuesOf(result.data));
        },
        onError,
      });
    } else {
      create.mutate(values, {
        onSuccess: (result) => {
          confirm.close();
          notify.success(result.message ?? t('blogs.done.created'));
          navigate(blogPath(result.data), { replace: true });
        },
        onError,
      });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <FormAlert message={serverError} onClose={() => setServerError(null)} />
      <Box
        component="form"
        noValidate
        aria-label={editing ? t('blogs.edit') : t('blogs.add')}
        onSubmit={handleSubmit((values) => {
          setServerError(null);
          const { publishedAt, ...rest } = values;
          const iso = fromLocalInput(publishedAt);
          confirm.ask(iso ? { ...rest, publishedAt: iso } : rest);
        })}
      >
        <Grid container spacing={2.5}>
          <LocalizedFields<Values>
            name="title"
            label={t('blogs.form.title')}
            register={register}
            errors={errors}
            required
          />
          <LocalizedFields<Values>
            name="excerpt"
            label={t('blogs.form.excerpt')}
            register={register}
            errors={errors}
            multiline
          />
          <HtmlFields<Values> name="body" label={t('blogs.form.body')} register={register} errors={errors} />
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField<Values>
              name="author"
              register={register}
              label={t('blogs.form.author')}
              required
              autoComplete="off"
              error={errors.author?.message}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField<Values>
              name="publishedAt"
              register={register}
              type="datetime-local"
              label={t('blogs.form.publishedAt')}
              error={errors.publishedAt?.message}
              helperText={t('blogs.form.publishedAtHelp')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ImageField<Values>
              control={control}
              name="image"
              label={t('blogs.form.image')}
              error={errorAt(errors, 'image')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SwitchField<Values>
              control={control}
              name="published"
              label={t('blogs.form.published')}
              help={t('blogs.form.publishedHelp')}
            />
          </Grid>
          <Grid size={12}>
            <Button type="submit" variant="contained" size="large" disabled={saving}>
              {editing ? t('common.save') : t('blogs.form.create')}
            </Button>
          </Grid>
        </Grid>
      </Box>
      <ConfirmDialog
        open={confirm.open}
        title={editing ? t('blogs.confirm.saveTitle') : t('blogs.confirm.createTitle')}
        description={
          confirm.values?.published === false
            ? t('blogs.confirm.textDraft')
            : t('blogs.confirm.textPublished')
        }
        confirmLabel={editing ? t('common.save') : t('blogs.form.create')}
        pending={saving}
        onConfirm={save}
        onClose={confirm.close}
      />
    </Paper>
  );
}

function valuesOf(blog: BlogRecord | undefined): Values {
  return {
    title: blog?.title ?? empty,
    excerpt: blog?.excerpt ?? empty,
    body: blog?.body ?? empty,
    author: blog?.author ?? '',
    image: blog?.image ?? null,
    published: blog?.published ?? true,
    publishedAt: toLocalInput(blog?.publishedAt ?? new Date().toISOString()),
  };
}

/** /admin-panel/secure/blogs/add. */
export function AddBlogPage() {
  const t = useCmsT();
  return (
    <Box component="section" aria-labelledby="add-blog-title" sx={{ maxWidth: 1100 }}>
      <PageHeader
        id="add-blog-title"
        title={t('blogs.add')}
        back={{ to: listPath, label: t('blogs.back') }}
      />
      <BlogForm />
    </Box>
  );
}

/** /admin-panel/secure/blogs/:id. */
export function EditBlogPage() {
  const t = useCmsT();
  const lang = useLanguage();
  const parsed = idParams.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : 0;
  const query = useQuery({ ...blogs.detailQuery(id), enabled: parsed.success });
  const remove = blogs.useRemove();
  if (!parsed.success) return <NotFound homeHref={listPath} />;
  if (query.isPending) return <LoadingBlock />;
  if (query.error)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} homeHref={listPath} />;
  const blog = query.data;
  return (
    <Box component="section" aria-labelledby="blog-title" sx={{ maxWidth: 1100 }}>
      <PageHeader
        id="blog-title"
        title={blog.title[lang] || blog.title.en}
        subtitle={
          blog.published && !isScheduled(blog) ? (
            <Link href={`/blogs/${blog.slug}`} target="_blank" rel="noopener">
              <bdi dir="ltr">{`/blogs/${blog.slug}`}</bdi>
            </Link>
          ) : (
            <bdi dir="ltr">{`/blogs/${blog.slug}`}</bdi>
          )
        }
        back={{ to: listPath, label: t('blogs.back') }}
      />
      <Stack spacing={3}>
        <BlogForm key={blog.id} blog={blog} />
        <DeleteRecord
          label={t('blogs.delete')}
          title={t('blogs.confirm.deleteTitle')}
          description={t('blogs.confirm.deleteText', { title: blog.title[lang] || blog.title.en })}
          done={t('blogs.done.deleted')}
          backTo={listPath}
          onDelete={() => remove.mutateAsync(blog.id)}
        />
      </Stack>
    </Box>
  );
}
