import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAdminToken } from '../../lib/auth-tokens.ts';
import '../../back-office/i18n.ts';
import { endAdminSession, isSessionExpired, useAdminProfile } from './admin-session.ts';

/** SPEC 8: the text and the confirm button are in Arabic whatever the site language. */
export const SESSION_EXPIRED_TEXT = 'انتهت صلاحية الجلسة، يرجى تسجيل الدخول مرة أخرى';
export const SESSION_LOGIN_TEXT = 'تسجيل الدخول';

/**
 * SPEC 4: the admin profile answering 401 opens this dialog. Confirm clears the token and goes
 * to the admin login; dismissing (cancel, Escape, backdrop) clears the token and stays.
 */
export function SessionExpiredDialog() {
  const { t } = useTranslation(['admin', 'inline']);
  const token = useAdminToken();
  const { error } = useAdminProfile();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const open = Boolean(token) && isSessionExpired(error);

  const dismiss = () => endAdminSession(queryClient);
  const confirm = () => {
    endAdminSession(queryClient);
    navigate(paths.admin.login, { replace: true });
  };

  return (
    <Dialog
      open={open}
      onClose={dismiss}
      aria-labelledby="session-expired-title"
      aria-describedby="session-expired-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="session-expired-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ErrorOutline color="error" aria-hidden="true" />
        {t('admin:session.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expired-text" lang="ar" dir="rtl">
          {SESSION_EXPIRED_TEXT}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={dismiss}>{t('inline:cancel')}</Button>
        <Button onClick={confirm} variant="contained" lang="ar" autoFocus>
          {SESSION_LOGIN_TEXT}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
