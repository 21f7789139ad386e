import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PAGE_LAYOUTS, type PageInput, type PageLayout, type PageRecord, pageInput } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { RegisteredTextField } from '../../back-office/kit/fields.tsx';
import { LoadError, LoadingBlock } from '../../back-office/kit/query-state.tsx';
import { FormFrame, useSaveFlow } from '../../back-office/kit/record-form.tsx';
import { DeclaredFields, fieldPathsOf } from '../../back-office/kit/resource-screens.tsx';
import { EditRecordScreen, FormScreen } from '../../back-office/kit/screens.tsx';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import { cmsPages, contentBlocks } from './api.ts';
import { cmsPagePath, layoutLabel, pageAttributesPath, storefrontPath } from './cms-pages-list-page.tsx';
import { deleteWords, formWords, useCmsT } from './i18n.ts';

/** The page's content; its attributes (meta texts, priority, status…) have their own screen (ADR 0061). */
const formSchema = pageInput;
type Values = z.input<typeof formSchema>;

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
  const words = formWords(t, 'pages', editing);
  const form = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(page, layout),
  });
  const { control } = form;
  const url = normaliseUrl(useWatch({ control, name: 'url' }) ?? '');
  // A new page is active (ADR 0061); the attributes screen turns it off.
  const active = page?.active ?? true;

  const flow = useSaveFlow<Values, PageInput, PageRecord>({
    resource: cmsPages,
    record: page,
    fields: () => fieldPathsOf(form.getValues()),
    setError: form.setError,
    notices: words.notices,
    onCreated: (saved) => navigate(cmsPagePath(saved), { replace: true }),
    onUpdated: (saved, previous) => {
      form.reset(valuesOf(saved));
      if (saved.layout !== previous.layout) navigate(cmsPagePath(saved), { replace: true });
    },
  });
  const pending = flow.confirm.values;
  const address = `${window.location.origin}${storefrontPath(url)}`;

  return (
    <FormFrame
      label={words.label}
      flow={flow}
      onSubmit={form.handleSubmit((values) => flow.ask(values))}
      submitLabel={words.submitLabel}
      dialog={{
        title: words.dialogTitle,
        description: pending
          ? t(active ? 'pages.confirm.text' : 'pages.confirm.textInactive', {
              url: storefrontPath(pending.url),
            })
          : '',
      }}
    >
      <DeclaredFields<Values, z.output<typeof formSchema>>
        form={form}
        fields={[
          {
            kind: 'custom',
            key: 'url',
            render: () => (
              <Grid size={12}>
                <RegisteredTextField<Values>
                  name="url"
                  register={form.register}
                  label={t('pages.form.url')}
                  required
                  autoComplete="off"
                  ltr
                  error={form.formState.errors.url?.message}
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
            ),
          },
          {
            kind: 'localized',
            name: 'title',
            label: t('pages.form.title'),
            required: true,
            sideBySideFrom: 'md',
          },
          {
            kind: 'select',
            name: 'layout',
            label: t('pages.form.layout'),
            choices: PAGE_LAYOUTS.map((l) => ({ value: l, label: layoutLabel(t, l) })),
            helperText: t('pages.form.layoutHelp'),
            size: { xs: 12, sm: 6 },
          },
          { kind: 'richText', name: 'body', label: t('pages.form.body') },
        ]}
      />
    </FormFrame>
  );
}

function valuesOf(page: PageRecord | undefined, layout?: PageLayout): Values {
  return {
    url: page?.url ?? '',
    title: page?.title ?? empty,
    layout: (page?.layout as PageLayout | undefined) ?? layout ?? 'default',
    body: page?.body ?? empty,
  };
}

/** The way to the page's attributes: what describes the page is edited there, not here (ADR 0061). */
function PageAttributesLink({ page }: { page: PageRecord }) {
  const t = useCmsT();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="page-attributes-link-title"
      sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 20rem' }}>
        <Typography id="page-attributes-link-title" component="h2" variant="h6">
          {t('attributes.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('attributes.summary')}
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={pageAttributesPath(page)}
        variant="outlined"
        startIcon={<TuneOutlined />}
      >
        {t('attributes.open')}
      </Button>
    </Paper>
  );
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
  const params = useParams();
  return (
    <EditRecordScreen<PageRecord, PageInput>
      resource={cmsPages}
      listHref={listPath}
      titleId="cms-page-title"
      backLabel={t('pages.back')}
      nameOf={(page) => page.title}
      subtitle={(page) => <bdi dir="ltr">{storefrontPath(page.url)}</bdi>}
      deleteCard={(page) =>
        deleteWords(t, 'pages', t('pages.confirm.deleteText', { url: storefrontPath(page.url) }))
      }
    >
      {(page) =>
        // The layout segment follows the page: an old link after a layout change lands on the new one.
        params.layout !== page.layout ? (
          <Navigate to={cmsPagePath(page)} replace />
        ) : (
          <>
            <CmsPageForm key={page.id} page={page} layout={layoutParam.safeParse(params.layout).data} />
            <PageAttributesLink page={page} />
            <PageSections page={page} />
          </>
        )
      }
    </EditRecordScreen>
  );
}
