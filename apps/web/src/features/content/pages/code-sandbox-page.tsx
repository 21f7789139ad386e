import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { FrontContentBlock, LanguageCode } from '@shop/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { directionOf } from '../../../i18n/language.ts';
import { PageMeta } from '../../site/page-meta.tsx';
import { useContentBlocks } from '../api/content-blocks.ts';
import { CmsHtml } from '../components/cms-html.tsx';
import { CoverImage } from '../components/cover-image.tsx';
import { useContentT } from '../i18n.ts';

const PLACEMENT = /^[a-z0-9][a-z0-9-]{0,59}$/;
type View = 'preview' | 'source';

function BlockPreview({ block, lang, view }: { block: FrontContentBlock; lang: LanguageCode; view: View }) {
  return (
    <Box lang={lang} dir={directionOf(lang)}>
      <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {block.title}
      </Typography>
      <CoverImage src={block.image} sx={{ maxHeight: 180, borderRadius: 1, mb: 1 }} />
      {view === 'preview' ? (
        <CmsHtml html={block.html} />
      ) : (
        <Box
          component="pre"
          dir="ltr"
          sx={{
            m: 0,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontSize: '0.8rem',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          <code>{block.html}</code>
        </Box>
      )}
    </Box>
  );
}

function Column({ lang, placement, view }: { lang: LanguageCode; placement: string; view: View }) {
  const t = useContentT();
  const { data, error, isPending, refetch } = useContentBlocks(lang, placement);
  if (isPending) return <Skeleton variant="rounded" height={240} aria-label={t('common.loading')} />;
  if (error) return <RetryAlert sx={{ my: 3 }} error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) return <Alert severity="info">{t('sandbox.empty', { placement })}</Alert>;
  return (
    <Stack spacing={2}>
      {data.map((block) => (
        <Paper key={block.key} variant="outlined" sx={{ p: 2 }}>
          <BlockPreview block={block} lang={lang} view={view} />
        </Paper>
      ))}
    </Stack>
  );
}

/** The keys of a placement's blocks, in order, with their position. */
function BlockKeys({ placement }: { placement: string }) {
  const t = useContentT();
  const { data } = useContentBlocks('en', placement);
  if (!data?.length) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      aria-label={t('sandbox.keys')}
      component="ul"
      sx={{ p: 0, m: 0, listStyle: 'none' }}
    >
      {data.map((block) => (
        <li key={block.key}>
          <Chip size="small" label={`${block.position} · ${block.key}`} sx={{ fontFamily: 'monospace' }} />
        </li>
      ))}
    </Stack>
  );
}

/**
 * `/code-sandbox` (ADR 0026): a preview of the dynamic content blocks of one placement, English
 * and Arabic side by side, rendered exactly as the storefront renders them (after both
 * sanitisers), or as their stored HTML. Placement and view are kept in the URL so a preview can
 * be shared. Only active blocks are public, so this shows what visitors see.
 */
export function CodeSandboxPage() {
  const t = useContentT();
  const [params, setParams] = useSearchParams();
  const raw = (params.get('placement') ?? 'home').trim().toLowerCase();
  const placement = PLACEMENT.test(raw) ? raw : 'home';
  const view: View = params.get('view') === 'source' ? 'source' : 'preview';
  const [draft, setDraft] = useState(placement);
  useEffect(() => setDraft(placement), [placement]);
  const [draftError, setDraftError] = useState(false);

  const update = (next: { placement?: string; view?: View }) => {
    const query = new URLSearchParams(params);
    if (next.placement !== undefined) query.set('placement', next.placement);
    if (next.view !== undefined) {
      if (next.view === 'source') query.set('view', 'source');
      else query.delete('view');
    }
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim().toLowerCase();
    if (!PLACEMENT.test(value)) {
      setDraftError(true);
      return;
    }
    setDraftError(false);
    update({ placement: value });
  };

  return (
    <Box component="section" aria-labelledby="sandbox-title" sx={{ maxWidth: 'none' }}>
      <PageMeta title={t('sandbox.title')} description={t('sandbox.description')} canonical="/code-sandbox" />
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ mb: 1 }}>
        <Typography id="sandbox-title" variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('sandbox.title')}
        </Typography>
        <Button component={RouterLink} to="/" size="small">
          {t('sandbox.home')}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('sandbox.intro')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        alignItems={{ sm: 'flex-start' }}
        sx={{ mb: 2 }}
      >
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t('sandbox.placement')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            error={draftError}
            helperText={draftError ? t('sandbox.placementInvalid') : t('sandbox.placementHint')}
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
          />
          <Button type="submit" variant="contained">
            {t('sandbox.show')}
          </Button>
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_e, next: View | null) => next && update({ view: next })}
          aria-label={t('sandbox.view')}
        >
          <ToggleButton value="preview">{t('sandbox.preview')}</ToggleButton>
          <ToggleButton value="source">{t('sandbox.source')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ mb: 3 }}>
        <BlockKeys placement={placement} />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {(['en', 'ar'] as const).map((lang) => (
          <Box key={lang} component="section" aria-labelledby={`sandbox-${lang}`}>
            <Typography
              id={`sandbox-${lang}`}
              variant="overline"
              component="h2"
              sx={{ display: 'block', mb: 1 }}
            >
              {t(`sandbox.lang.${lang}`)}
            </Typography>
            <Column lang={lang} placement={placement} view={view} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
