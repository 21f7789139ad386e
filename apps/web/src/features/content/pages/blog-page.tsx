import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { NotFound } from '../../site/not-found.tsx';
import { PageMeta } from '../../site/page-meta.tsx';
import { useBlog } from '../api/blogs.ts';
import { CmsHtml } from '../components/cms-html.tsx';
import { ArticleSkeleton } from '../components/content-state.tsx';
import { CoverImage } from '../components/cover-image.tsx';
import { ARTICLE_DATE, textOf } from '../components/format.ts';
import { useContentT } from '../i18n.ts';

/** `/blogs/{blog}`: one published post. */
export function BlogPage() {
  const t = useContentT();
  const lang = useLanguage();
  const slug = useParams().blog ?? '';
  const { data: post, error, isPending, refetch } = useBlog(slug);
  const back = (
    <Button
      component={RouterLink}
      to="/blogs"
      startIcon={<ArrowBack sx={{ transform: lang === 'ar' ? 'scaleX(-1)' : undefined }} />}
    >
      {t('blog.back')}
    </Button>
  );
  if (isPending) return <ArticleSkeleton />;
  if (error) {
    if (isApiError(error) && error.status === 404) return <NotFound />;
    return (
      <>
        {back}
        <RetryAlert sx={{ my: 3 }} error={error} onRetry={() => void refetch()} />
      </>
    );
  }
  return (
    <Box
      component="article"
      aria-labelledby="blog-title"
      sx={{ py: { xs: 2, md: 3 }, maxWidth: 820, mx: 'auto' }}
    >
      <PageMeta
        title={post.title}
        description={post.excerpt || textOf(post.html)}
        image={post.image}
        canonical={`/blogs/${encodeURIComponent(post.slug)}`}
      />
      <Box sx={{ mb: 2, ms: -1 }}>{back}</Box>
      <Typography id="blog-title" variant="h3" component="h1" sx={{ fontWeight: 800, mb: 1.5 }}>
        {post.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('blogs.by', { author: post.author })}
        {' · '}
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, lang, ARTICLE_DATE)}</time>
      </Typography>
      <CoverImage
        src={post.image}
        sx={{ display: 'block', aspectRatio: '1200 / 630', borderRadius: 2, mb: 3 }}
      />
      {post.excerpt ? (
        <Typography component="p" variant="h6" sx={{ fontWeight: 400, mb: 2 }}>
          {post.excerpt}
        </Typography>
      ) : null}
      <CmsHtml html={post.html} />
      <Divider sx={{ my: 4 }} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        {back}
        <Button variant="contained" component={RouterLink} to="/products">
          {t('blog.shop')}
        </Button>
      </Box>
    </Box>
  );
}
