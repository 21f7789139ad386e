import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { PageMeta } from '../../site/page-meta.tsx';
import { useContentT } from '../i18n.ts';
import { decideRedirect } from '../lib/safe-redirect.ts';

/** Keeps search engines from indexing a page that only forwards or refuses. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/**
 * `/redirect?to=` (ADR 0026): forwards to a page of this shop only — links in mails, QR codes on
 * printed catalogues and campaign tags land here. Any other destination is refused with an
 * explanation, so the shop's address cannot be used to send people to someone else's site.
 */
export function RedirectPage() {
  const t = useContentT();
  const [params] = useSearchParams();
  const to = params.get('to');
  const decision = useMemo(() => decideRedirect(to, window.location.origin), [to]);
  useNoIndex();

  if (decision.ok) return <Navigate to={decision.path} replace />;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="redirect-title"
      role="alert"
      sx={{ p: { xs: 3, sm: 5 }, mt: { xs: 2, md: 8 }, textAlign: 'center' }}
    >
      <PageMeta title={t('redirect.title')} description={t('redirect.description')} canonical="/redirect" />
      <GppMaybeOutlined color="warning" sx={{ fontSize: 56 }} aria-hidden="true" />
      <Typography id="redirect-title" variant="h4" component="h1" sx={{ fontWeight: 800, mt: 1, mb: 2 }}>
        {t('redirect.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t(`redirect.${decision.reason}`)}</Typography>
      {to && decision.reason !== 'missing' ? (
        <Box
          component="p"
          sx={{
            fontFamily: 'monospace',
            bgcolor: 'action.hover',
            borderRadius: 1,
            p: 1.5,
            overflowWrap: 'anywhere',
            direction: 'ltr',
          }}
        >
          {/* Shown as text, never as a link: the visitor may copy it if they trust it. */}
          <bdi>{to}</bdi>
        </Box>
      ) : null}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('redirect.advice')}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {t('redirect.home')}
      </Button>
    </Paper>
  );
}
