import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { formatDate } from '../../../lib/dates.ts';
import { PageMeta } from '../../site/page-meta.tsx';
import { type BlogSummary, useBlogs } from '../api/blogs.ts';
import { ARTICLE_DATE } from '../components/format.ts';
import { useContentT } from '../i18n.ts';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `/blogs?page=2&search=…`: the URL of a page of results. */
function blogsHref(page: number, search: string): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blogs?${query}` : '/blogs';
}

function BlogCard({ post }: { post: BlogSummary }) {
  const t = useContentT();
  const lang = useLanguage();
  const titleId = `blog-${post.slug}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/blogs/${encodeURIComponent(post.slug)}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {post.image ? (
          <CardMedia
            component="img"
            image={post.image}
            alt=""
            loading="lazy"
            sx={{ aspectRatio: '1200 / 630' }}
          />
        ) : (
          <Box aria-hidden="true" sx={{ aspectRatio: '1200 / 630', bgcolor: 'action.hover' }} />
        )}
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, lang, ARTICLE_DATE)}</time>
            {' · '}
            {t('blogs.by', { author: post.author })}
          </Typography>
          <Typography
            id={titleId}
            variant="h6"
            component="h2"
            sx={{ fontWeight: 700, lineHeight: 1.3, mb: 1 }}
          >
            {post.title}
          </Typography>
          {post.excerpt ? (
            <Typography variant="body2" color="text.secondary">
              {post.excerpt}
            </Typography>
          ) : null}
          <Typography variant="body2" color="primary" sx={{ mt: 1.5, fontWeight: 600 }} aria-hidden="true">
            {t('blogs.readMore')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function BlogGridSkeleton() {
  const t = useContentT();
  return (
    <Box
      role="status"
      aria-label={t('common.loading')}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} variant="rounded" height={320} />
      ))}
    </Box>
  );
}

/** `/blogs`: published posts, newest first, searchable, page and search kept in the URL. */
export function BlogsPage() {
  const t = useContentT();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const search = (params.get('search') ?? '').trim();
  const [draft, setDraft] = useState(search);
  useEffect(() => setDraft(search), [search]);
  const { data, error, isPending, isPlaceholderData, refetch } = useBlogs(page, search);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.trim()) next.set('search', draft.trim());
    setParams(next);
  };

  const pageCount = data?.meta.pageCount ?? 0;
  return (
    <Box component="section" aria-labelledby="blogs-title" sx={{ py: { xs: 2, md: 4 } }}>
      <PageMeta
        title={page > 1 ? t('blogs.metaTitlePaged', { page }) : t('blogs.title')}
        description={t('blogs.description')}
        canonical={blogsHref(page, '')}
        image={data?.items[0]?.image}
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ md: 'flex-end' }}
        sx={{ mb: 4 }}
      >
        <Box>
          <Typography id="blogs-title" variant="h3" component="h1" sx={{ fontWeight: 800 }}>
            {t('blogs.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 620 }}>
            {t('blogs.intro')}
          </Typography>
        </Box>
        <Box component="form" role="search" onSubmit={submit} sx={{ minWidth: { md: 320 } }}>
          <TextField
            size="small"
            fullWidth
            type="search"
            label={t('blogs.search')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <SearchIcon aria-hidden="true" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
      </Stack>

      {isPending ? <BlogGridSkeleton /> : null}
      {error ? <RetryAlert sx={{ my: 3 }} error={error} onRetry={() => void refetch()} /> : null}
      {data && data.items.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            {search ? t('blogs.noResults', { search }) : t('blogs.empty')}
          </Typography>
          {search ? (
            <Typography sx={{ mt: 1 }}>
              <TextLink to="/blogs">{t('blogs.clearSearch')}</TextLink>
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          {search ? (
            <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
              {t('blogs.results', { count: data.meta.total, search })}
            </Typography>
          ) : null}
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
              opacity: isPlaceholderData ? 0.6 : 1,
              transition: 'opacity 150ms',
            }}
            aria-busy={isPlaceholderData}
          >
            {data.items.map((post) => (
              <BlogCard key={post.slug} post={post} />
            ))}
          </Box>
        </>
      ) : null}
      {pageCount > 1 ? (
        <Box
          component="nav"
          aria-label={t('blogs.pagination')}
          sx={{ display: 'flex', justifyContent: 'center', mt: 5 }}
        >
          <Pagination
            page={Math.min(page, pageCount)}
            count={pageCount}
            color="primary"
            renderItem={(item) => (
              <PaginationItem component={RouterLink} to={blogsHref(item.page ?? 1, search)} {...item} />
            )}
          />
        </Box>
      ) : null}
    </Box>
  );
}
