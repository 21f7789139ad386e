import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import { BLOG_SORTS, type BlogInput, type BlogRecord, blogInput } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { listQuery } from '../../back-office/kit/format.ts';
import { FormFrame, useSaveFlow } from '../../back-office/kit/record-form.tsx';
import { DeclaredFields, fieldPathsOf } from '../../back-office/kit/resource-screens.tsx';
import {
  dateColumn,
  EditRecordScreen,
  FormScreen,
  flagOptions,
  ListScreen,
  listTexts,
  localized,
} from '../../back-office/kit/screens.tsx';
import { onOff, StatusChip } from '../../back-office/kit/status-chip.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import { blogs } from './api.ts';
import { toLocalInput, withInstant } from './dates.ts';
import { HALF_FROM_MD } from './fields.tsx';
import { deleteWords, formWords, useCmsT } from './i18n.ts';

const formSchema = blogInput.extend({ publishedAt: z.string().trim() });
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;
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
          <StatusChip label={t('blogs.scheduled')} />
        ) : (
          <StatusChip {...onOff(b.published, t('blogs.published'), t('blogs.draft'))} />
        ),
    },
    dateColumn('publishedAt', t('blogs.columns.publishedAt'), lang, { sortKey: 'published_at', time: true }),
  ];
  return (
    <ListScreen
      titleId="blogs-title"
      texts={listTexts((w) => t(`blogs.${w}`))}
      add={{ to: paths.admin.to('blogs/add'), label: t('blogs.add') }}
      selects={[
        {
          name: 'published',
          label: t('blogs.columns.published'),
          options: flagOptions(t('blogs.published'), t('blogs.draft')),
        },
      ]}
      params={params}
      query={query}
      columns={columns}
    />
  );
}

function BlogForm({ blog }: { blog?: BlogRecord }) {
  const t = useCmsT();
  const navigate = useNavigate();
  const editing = blog !== undefined;
  const words = formWords(t, 'blogs', editing);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(blog),
  });
  const flow = useSaveFlow<Values, BlogInput, BlogRecord>({
    resource: blogs,
    record: blog,
    fields: () => fieldPathsOf(form.getValues()),
    setError: form.setError,
    notices: words.notices,
    onCreated: (saved) => navigate(blogPath(saved), { replace: true }),
    onUpdated: (saved) => form.reset(valuesOf(saved)),
  });
  return (
    <FormFrame
      label={words.label}
      flow={flow}
      onSubmit={form.handleSubmit((values) => flow.ask(withInstant(values, 'publishedAt')))}
      submitLabel={words.submitLabel}
      dialog={{
        title: words.dialogTitle,
        description:
          flow.confirm.values?.published === false
            ? t('blogs.confirm.textDraft')
            : t('blogs.confirm.textPublished'),
      }}
    >
      <DeclaredFields<Values, Output>
        form={form}
        fields={[
          {
            kind: 'localized',
            name: 'title',
            label: t('blogs.form.title'),
            required: true,
            sideBySideFrom: 'md',
          },
          {
            kind: 'localized',
            name: 'excerpt',
            label: t('blogs.form.excerpt'),
            multiline: true,
            sideBySideFrom: 'md',
          },
          { kind: 'richText', name: 'body', label: t('blogs.form.body') },
          { kind: 'text', name: 'author', label: t('blogs.form.author'), required: true, size: HALF_FROM_MD },
          {
            kind: 'datetime',
            name: 'publishedAt',
            label: t('blogs.form.publishedAt'),
            helperText: t('blogs.form.publishedAtHelp'),
            size: HALF_FROM_MD,
          },
          { kind: 'image', name: 'image', label: t('blogs.form.image'), empty: null, size: HALF_FROM_MD },
          {
            kind: 'switch',
            name: 'published',
            label: t('blogs.form.published'),
            help: t('blogs.form.publishedHelp'),
            size: HALF_FROM_MD,
          },
        ]}
      />
    </FormFrame>
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
    <FormScreen id="add-blog-title" title={t('blogs.add')} back={{ to: listPath, label: t('blogs.back') }}>
      <BlogForm />
    </FormScreen>
  );
}

/** /admin-panel/secure/blogs/:id. */
export function EditBlogPage() {
  const t = useCmsT();
  const lang = useLanguage();
  return (
    <EditRecordScreen<BlogRecord, BlogInput>
      resource={blogs}
      listHref={listPath}
      titleId="blog-title"
      backLabel={t('blogs.back')}
      nameOf={(blog) => blog.title}
      subtitle={(blog) =>
        blog.published && !isScheduled(blog) ? (
          <Link href={`/blogs/${blog.slug}`} target="_blank" rel="noopener">
            <bdi dir="ltr">{`/blogs/${blog.slug}`}</bdi>
          </Link>
        ) : (
          <bdi dir="ltr">{`/blogs/${blog.slug}`}</bdi>
        )
      }
      deleteCard={(blog) =>
        deleteWords(t, 'blogs', t('blogs.confirm.deleteText', { title: localized(blog.title, lang) }))
      }
    >
      {(blog) => <BlogForm key={blog.id} blog={blog} />}
    </EditRecordScreen>
  );
}
