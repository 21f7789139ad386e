import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import type { FromState } from '../../auth/guards.tsx';
import { useCardT } from '../card-i18n.ts';

/**
 * SPEC 6: a visitor must log in to use the wishlist or the cart. The login page returns to where
 * the visitor was (the same `from` state the route guards use). `title` and `text` say what for
 * (the wishlist's by default).
 */
export default function SignInPrompt({
  open,
  onClose,
  title,
  text,
}: {
  open: boolean;
  onClose: () => void;
  title?: string;
  text?: string;
}) {
  const t = useCardT();
  const location = useLocation();
  const titleId = useId();
  const textId = useId();
  const state: FromState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title ?? t('signIn.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text ?? t('signIn.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('signIn.cancel')}</Button>
        <Button component={RouterLink} to={paths.register} variant="outlined">
          {t('signIn.register')}
        </Button>
        <Button component={RouterLink} to={paths.login} state={state} variant="contained" autoFocus>
          {t('signIn.login')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
