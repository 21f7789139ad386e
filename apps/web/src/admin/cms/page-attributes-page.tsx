import { zodResolver } from '@hookform/resolvers/zod';
import {
  idParams,
  type PageAttributesInput,
  type PageRecord,
  PRIORITY_LEVELS,
  pageAttributesInput,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { z } from 'zod';
import { placeServerErrors } from '../../back-office/kit/fields.tsx';
import { loadGate } from '../../back-office/kit/query-state.tsx';
import { FormFrame } from '../../back-office/kit/record-form.tsx';
import { DeclaredFields, fieldPathsOf } from '../../back-office/kit/resource-screens.tsx';
import { FormScreen, localized } from '../../back-office/kit/screens.tsx';
import { useConfirmedSubmit } from '../../back-office/kit/use-confirmed-submit.ts';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { NotFound } from '../../features/site/not-found.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { pageAttributesQuery, useSavePageAttributes } from './api.ts';
import { cmsPagePath, storefrontPath } from './cms-pages-list-page.tsx';
import { toLocalInput, withInstant } from './dates.ts';
import { HALF_FROM_MD } from './fields.tsx';
import { useCmsT } from './i18n.ts';

/*
 * SPEC 2 settings/attributes/{layout_hash}/{id} (ADR 0061): what describes a CMS page rather than
 * its content — search-engine texts, social image, priority, language, active flag and date. The
 * page form (settings/cms-pages/{layout}/{id}) edits the content; each field is edited in one place.
 */

/** The form edits the date as a local `datetime-local` value; it is sent as ISO. */
const formSchema = pageAttributesInput.extend({ date: z.string().trim() });
type Values = z.input<typeof formSchema>;

const listPath = paths.admin.to('settings/cms-pages');
const empty = { en: '', ar: '' };

function valuesOf(page: PageRecord): Values {
  return {
    priority: page.priority,
    metaTitle: page.metaTitle ?? empty,
    keywords: page.keywords ?? empty,
    description: page.description ?? empty,
    language: page.language,
    active: page.active,
    date: toLocalInput(page.date),
    image: page.image,
  };
}

/** /admin-panel/secure/settings/attributes/:layout_hash/:id: not found unless the layout is the page's. */
export function PageAttributesPage() {
  const params = useParams();
  const parsed = idParams.safeParse(params);
  const id = parsed.success ? parsed.data.id : 0;
  const layout = params.layout_hash ?? '';
  const query = useQuery({ ...pageAttributesQuery(id, layout), enabled: parsed.success && layout !== '' });
  if (!parsed.success || layout === '') return <NotFound homeHref={listPath} />;
  const loaded = loadGate(query, listPath);
  if (!loaded.ready) return loaded.screen;
  return <AttributesScreen key={loaded.data.id} page={loaded.data} />;
}

function AttributesScreen({ page }: { page: PageRecord }) {
  const t = useCmsT();
  const lang = useLanguage();
  const form = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(page),
  });
  const save = useSavePageAttributes(page.id, page.layout);
  const confirm = useConfirmedSubmit<PageAttributesInput>();
  const [serverError, setServerError] = useState<string | null>(null);
  const pending = confirm.values;
  const url = storefrontPath(page.url);
  const title = localized(page.title, lang);
  const flow = {
    confirm,
    saving: save.isPending,
    serverError,
    clearServerError: () => setServerError(null),
    save: () => {
      if (pending === null) return;
      setServerError(null);
      save.mutate(pending, {
        onSuccess: (result) => {
          confirm.close();
          notify.success(result.message ?? t('attributes.done'));
          form.reset(valuesOf(result.data));
        },
        onError: (error) => {
          confirm.close();
          if (!placeServerErrors(error, form.setError, fieldPathsOf(form.getValues()))) {
            setServerError(error.message);
          }
        },
      });
    },
  };
  const quarter = { xs: 12, sm: 6, md: 3 } as const;

  return (
    <FormScreen
      id="page-attributes-title"
      title={t('attributes.title', { title })}
      subtitle={<bdi dir="ltr">{url}</bdi>}
      back={{ to: cmsPagePath(page), label: t('attributes.back') }}
    >
      <FormFrame
        label={t('attributes.label')}
        flow={flow}
        onSubmit={form.handleSubmit((values) => {
          setServerError(null);
          confirm.ask(withInstant(values, 'date'));
        })}
        submitLabel={t('common.save')}
        dialog={{
          title: t('attributes.confirm.title'),
          description: pending
            ? t(pending.active ? 'attributes.confirm.text' : 'attributes.confirm.textInactive', { url })
            : '',
        }}
      >
        <DeclaredFields<Values, z.output<typeof formSchema>>
          form={form}
          fields={[
            {
              kind: 'switch',
              name: 'active',
              label: t('pages.form.active'),
              help: t('pages.form.activeHelp'),
              size: 12,
            },
            {
              kind: 'select',
              name: 'priority',
              label: t('pages.form.priority'),
              choices: PRIORITY_LEVELS.map((p) => ({ value: p, label: t(`priority.${p}`) })),
              helperText: t('pages.form.priorityHelp'),
              size: quarter,
            },
            {
              kind: 'select',
              name: 'language',
              label: t('pages.form.language'),
              emptyLabel: t('language.all'),
              choices: [
                { value: 'en', label: t('language.en') },
                { value: 'ar', label: t('language.ar') },
              ],
              helperText: t('pages.form.languageHelp'),
              size: quarter,
            },
            { kind: 'datetime', name: 'date', label: t('pages.form.date'), size: quarter },
            { kind: 'heading', key: 'seo', text: t('pages.form.seo'), help: t('pages.form.seoHelp') },
            { kind: 'localized', name: 'metaTitle', label: t('pages.form.metaTitle'), sideBySideFrom: 'md' },
            {
              kind: 'localized',
              name: 'keywords',
              label: t('pages.form.keywords'),
              helperText: t('pages.form.keywordsHelp'),
              sideBySideFrom: 'md',
            },
            {
              kind: 'localized',
              name: 'description',
              label: t('pages.form.description'),
              multiline: true,
              sideBySideFrom: 'md',
            },
            { kind: 'image', name: 'image', label: t('pages.form.image'), empty: null, size: HALF_FROM_MD },
          ]}
        />
      </FormFrame>
    </FormScreen>
  );
}
