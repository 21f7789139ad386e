import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PAGE_LAYOUTS,
  type PageInput,
  type PageLayout,
  type PageRecord,
  PRIORITY_LEVELS,
  pageInput,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import {
  errorAt,
  FormTextField,
  ImageField,
  LocalizedFields,
  SelectField,
  SwitchField,
} from '../../back-office/kit/fields.tsx';
import { LoadError, LoadingBlock } from '../../back-office/kit/query-state.tsx';
import { DeleteRecord, FormFrame, RecordScreen, useSaveFlow } from '../../back-office/kit/record-form.tsx';
import { FormScreen } from '../../back-office/kit/screens.tsx';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import { cmsPages, contentBlocks } from './api.ts';
import { cmsPagePath, layoutLabel, storefrontPath } from './cms-pages-list-page.tsx';
import { fromLocalInput, toLocalInput } from './dates.ts';
import { HtmlFields } from './fields.tsx';
import { useCmsT } from './i18n.ts';

/** The form edits the date as a local `datetime-local` value; it is sent as ISO. */
const formSchema = pageInput.extend({ date: z.string().trim() });
type Values = z.input<typeof formSchema>;

const FIELDS: ReadonlyArray<FieldPath<Values>> = [
  'url',
  'title.en',
  'title.ar',
  'layout',
  'priority',
  'metaTitle.en',
  'metaTitle.ar',
  'keywords.en',
  'keywords.ar',
  'description.en',
  'description.ar',
  'body.en',
  'body.ar',
  'language',
  'active',
  'date',
  'image',
];

const listPath = paths.admin.to('settings/cms-pages');
const empty = { en: '', ar: '' };

/** The address as the API will store it (leading/trailing slashes dropped, lower case). */
const normaliseUrl = (url: string) => url.trim().replace(/^\/+/, '').replace(/\/+$/, '').toLowerCase();

/** The section placement of a page: its dynamic content blocks (ADR 0020). */
export const sectionPlacement = (pageId: number) => `page-${pageId}`;

function CmsPageForm({ page, layout }: { page?: PageRecord; layout?: PageLayout }) {
  const t = useCmsT();
  const navigate = useNavigate();
  const editing = page !== undefined;
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(page, layout),
  });
  const url = normaliseUrl(useWatch({ control, name: 'url' }) ?? '');
  const active = useWatch({ control, name: 'active' });

  const flow = useSaveFlow<Values, PageInput, PageRecord>({
    resource: cmsPages,
    record: page,
    fields: FIELDS,
    setError,
    notices: { created: t('pages.done.created'), updated: t('pages.done.updated') },
    onCreated: (saved) => navigate(cmsPagePath(saved), { replace: true }),
    onUpdated: (saved, previous) => {
      reset(valuesOf(saved));
      if (saved.layout !== previous.layout) navigate(cmsPagePath(saved), { replace: true });
    },
  });
  const pending = flow.confirm.values;
  const address = `${window.location.origin}${storefrontPath(url)}`;

  return (
    <FormFrame
      label={editing ? t('pages.edit') : t('pages.add')}
      flow={flow}
      onSubmit={handleSubmit((values) => {
        const { date, ...rest } = values;
        const iso = fromLocalInput(date);
        flow.ask(iso ? { ...rest, date: iso } : rest);
      })}
      submitLabel={editing ? t('common.save') : t('pages.form.create')}
      dialog={{
        title: editing ? t('pages.confirm.saveTitle') : t('pages.confirm.createTitle'),
        description: pending
          ? t(pending.active === false ? 'pages.confirm.textInactive' : 'pages.confirm.text', {
              url: storefrontPath(pending.url),
            })
          : '',
      }}
    >
      <Grid size={12}>
        <FormTextField<Values>
          name="url"
          register={register}
          label={t('pages.form.url')}
          required
          autoComplete="off"
          ltr
          error={errors.url?.message}
          helperText={t('pages.form.urlHelp')}
        />
        {url ? (
          <Alert severity={active ? 'info' : 'warning'} sx={{ mt: 1 }} aria-live="polite">
            {active ? t('pages.form.servedAt') : t('pages.form.servedWhenActive')}{' '}
            {editing && page.active && normaliseUrl(page.url) === url ? (
              <Link href={storefrontPath(url)} target="_blank" rel="noopener">
                <bdi dir="ltr">{address}</bdi>
              </Link>
            ) : (
              <bdi dir="ltr">{address}</bdi>
            )}
          </Alert>
        ) : null}
      </Grid>
      <LocalizedFields<Values>
        name="title"
        label={t('pages.form.title')}
        register={register}
        errors={errors}
        required
      />
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <SelectField<Values>
          control={control}
          name="layout"
          label={t('pages.form.layout')}
          choices={PAGE_LAYOUTS.map((l) => ({ value: l, label: layoutLabel(t, l) }))}
          error={errors.layout?.message}
          helperText={t('pages.form.layoutHelp')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <SelectField<Values>
          control={control}
          name="priority"
          label={t('pages.form.priority')}
          choices={PRIORITY_LEVELS.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
          error={errors.priority?.message}
          helperText={t('pages.form.priorityHelp')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <SelectField<Values>
          control={control}
          name="language"
          label={t('pages.form.language')}
          emptyLabel={t('language.all')}
          choices={[
            { value: 'en', label: t('language.en') },
            { value: 'ar', label: t('language.ar') },
          ]}
          error={errors.language?.message}
          helperText={t('pages.form.languageHelp')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTextField<Values>
          name="date"
          register={register}
          type="datetime-local"
          label={t('pages.form.date')}
          error={errors.date?.message}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={12}>
        <SwitchField<Values>
          control={control}
          name="active"
          label={t('pages.form.active')}
          help={t('pages.form.activeHelp')}
        />
      </Grid>
      <HtmlFields<Values> name="body" label={t('pages.form.body')} register={register} errors={errors} />
      <Grid size={12}>
        <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
          {t('pages.form.seo')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('pages.form.seoHelp')}
        </Typography>
      </Grid>
      <LocalizedFields<Values>
        name="metaTitle"
        label={t('pages.form.metaTitle')}
        register={register}
        errors={errors}
      />
      <LocalizedFields<Values>
        name="keywords"
        label={t('pages.form.keywords')}
        register={register}
        errors={errors}
        helperText={t('pages.form.keywordsHelp')}
      />
      <LocalizedFields<Values>
        name="description"
        label={t('pages.form.description')}
        register={register}
        errors={errors}
        multiline
      />
      <Grid size={{ xs: 12, md: 6 }}>
        <ImageField<Values>
          control={control}
          name="image"
          label={t('pages.form.image')}
          error={errorAt(errors, 'image')}
        />
      </Grid>
    </FormFrame>
  );
}

function valuesOf(page: PageRecord | undefined, layout?: PageLayout): Values {
  return {
    url: page?.url ?? '',
    title: page?.title ?? empty,
    layout: (page?.layout as PageLayout | undefined) ?? layout ?? 'default',
    priority: page?.priority ?? 'normal',
    metaTitle: page?.metaTitle ?? empty,
    keywords: page?.keywords ?? empty,
    description: page?.description ?? empty,
    body: page?.body ?? empty,
    language: page?.language ?? null,
    active: page?.active ?? true,
    date: toLocalInput(page?.date ?? new Date().toISOString()),
    image: page?.image ?? null,
  };
}

/** The page's sections: its dynamic content blocks, each edited at …/{layout}/{id}/{key}. */
function PageSections({ page }: { page: PageRecord }) {
  const t = useCmsT();
  const lang = useLanguage();
  const query = useQuery(
    contentBlocks.listQuery({
      placement: sectionPlacement(page.id),
      sort: 'position',
      page: 1,
      perPage: 100,
    }),
  );
  const base = cmsPagePath(page);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="page-sections-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
        <Typography id="page-sections-title" component="h2" variant="h6" sx={{ flex: '1 1 auto' }}>
          {t('sections.title')}
        </Typography>
        <Button component={RouterLink} to={`${base}/add`} variant="outlined" startIcon={<AddIcon />}>
          {t('sections.add')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('sections.intro')}
      </Typography>
      {query.isPending ? (
        <LoadingBlock />
      ) : query.error ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} homeHref={listPath} />
      ) : query.data.items.length === 0 ? (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {t('sections.empty')}
        </Typography>
      ) : (
        <List aria-labelledby="page-sections-title">
          {query.data.items.map((block) => (
            <ListItem key={block.id} divider>
              <ListItemText
                primary={
                  <Link
                    component={RouterLink}
                    to={`${base}/${encodeURIComponent(block.key)}`}
                    fontWeight={600}
                  >
                    {block.title[lang] || block.title.en}
                  </Link>
                }
                secondary={
                  <>
                    <bdi dir="ltr">{block.key}</bdi> ·{' '}
                    {block.active ? t('common.active') : t('common.inactive')}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {query.data && query.data.meta.total > query.data.items.length ? (
        <Link
          component={RouterLink}
          to={paths.admin.to(`content-blocks?placement=${sectionPlacement(page.id)}`)}
        >
          {t('sections.all', { count: query.data.meta.total })}
        </Link>
      ) : null}
    </Paper>
  );
}

/** /admin-panel/secure/settings/cms-pages/add. */
export function AddCmsPagePage() {
  const t = useCmsT();
  return (
    <FormScreen
      id="add-cms-page-title"
      title={t('pages.add')}
      back={{ to: listPath, label: t('pages.back') }}
    >
      <CmsPageForm />
    </FormScreen>
  );
}

const layoutParam = z.enum(PAGE_LAYOUTS);

/** /admin-panel/secure/settings/cms-pages/:layout/:id: edit, sections, delete. */
export function EditCmsPagePage() {
  const t = useCmsT();
  const lang = useLanguage();
  const params = useParams();
  const remove = cmsPages.useRemove();
  return (
    <RecordScreen resource={cmsPages} homeHref={listPath}>
      {(page) =>
        // The layout segment follows the page: an old link after a layout change lands on the new one.
        params.layout !== page.layout ? (
          <Navigate to={cmsPagePath(page)} replace />
        ) : (
          <FormScreen
            id="cms-page-title"
            title={page.title[lang] || page.title.en}
            subtitle={<bdi dir="ltr">{storefrontPath(page.url)}</bdi>}
            back={{ to: listPath, label: t('pages.back') }}
          >
            <Stack spacing={3}>
              <CmsPageForm key={page.id} page={page} layout={layoutParam.safeParse(params.layout).data} />
              <PageSections page={page} />
              <DeleteRecord
                label={t('pages.delete')}
                title={t('pages.confirm.deleteTitle')}
                description={t('pages.confirm.deleteText', { url: storefrontPath(page.url) })}
                done={t('pages.done.deleted')}
                backTo={listPath}
                onDelete={() => remove.mutateAsync(page.id)}
              />
            </Stack>
          </FormScreen>
        )
      }
    </RecordScreen>
  );
}
