import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

const Link = styled('a')(({ theme }) => ({
  position: 'absolute',
  insetInlineStart: theme.spacing(1),
  top: theme.spacing(-8),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontWeight: 700,
  textDecoration: 'none',
  '&:focus': { top: theme.spacing(1) },
}));

/** The first focusable element of every page: jumps over the header to `<main>`. */
export function SkipLink() {
  const { t } = useTranslation();
  return <Link href={`#${MAIN_CONTENT_ID}`}>{t('skipToContent')}</Link>;
}
