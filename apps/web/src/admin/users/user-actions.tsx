import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AdminUserDetail, restrictUserInput } from '@shop/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import { DetailCard } from '../../back-office/kit/detail-list.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { translateMessage } from '../../i18n/index.ts';
import { isApiError } from '../../lib/api-client.ts';
import '../../back-office/i18n.ts';
import { type UserAction, useUserAction } from './api.ts';
import { type SalespersonChoice, SalespersonPicker } from './salesperson-picker.tsx';

type Kind = UserAction['kind'];

/**
 * The admin's actions on one customer (SPEC 4): verify manually, approve, restrict with a reason
 * or lift it, allow or hide prices, assign a salesperson. Each asks first and says what it did.
 */
export function UserActions({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const action = useUserAction(user.id);
  // The kind stays set while the dialog closes, so its text does not vanish mid-animation.
  const [kind, setKind] = useState<Kind>('verify');
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [salesperson, setSalesperson] = useState<SalespersonChoice>(null);
  // The dialog describes the customer as it was when opened: its text must not flip (e.g. "hide"
  // to "show prices") while it closes after the action.
  const [shown, setShown] = useState(user);
  const name = `${shown.firstName} ${shown.lastName}`;

  const show = (next: Kind) => {
    setFieldError(null);
    setReason('');
    setSalesperson(user.salesperson?.id ?? 'none');
    setShown(user);
    setKind(next);
    setIsOpen(true);
  };
  const close = () => {
    if (!action.isPending) setIsOpen(false);
  };

  const run = (payload: UserAction, fallbackNotice: string, field?: string) => {
    action.mutate(payload, {
      onSuccess: (result) => {
        notify.success(result.message ?? fallbackNotice);
        setIsOpen(false);
      },
      onError: (error) => {
        const message = field && isApiError(error) ? error.fieldErrors?.[field]?.[0] : undefined;
        if (message) {
          setFieldError(message);
          return;
        }
        notify.error(error);
        setIsOpen(false);
      },
    });
  };

  const confirmRestrict = () => {
    const parsed = restrictUserInput.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'validation.required');
      return;
    }
    run({ kind: 'restrict', body: parsed.data }, t('users.done.restricted'), 'reason');
  };
  const confirmAssign = () => {
    if (salesperson === null) {
      setFieldError('validation.required');
      return;
    }
    const salespersonId = salesperson === 'none' ? null : salesperson;
    run(
      { kind: 'salesperson', body: { salespersonId } },
      salespersonId === null ? t('users.done.salespersonUnassigned') : t('users.done.salespersonAssigned'),
      'salespersonId',
    );
  };

  const dialogs: Record<
    Kind,
    {
      title: string;
      text: string;
      confirm: string;
      destructive?: boolean;
      onConfirm: () => void;
      body?: ReactNode;
    }
  > = {
    verify: {
      title: t('users.confirm.verifyTitle'),
      text: t('users.confirm.verifyText', { name, email: shown.email }),
      confirm: t('users.actions.verify'),
      onConfirm: () => run({ kind: 'verify' }, t('users.done.verified')),
    },
    approve: {
      title: t('users.confirm.approveTitle'),
      text: t('users.confirm.approveText', { name, company: shown.companyName }),
      confirm: t('users.actions.approve'),
      onConfirm: () => run({ kind: 'approve' }, t('users.done.approved')),
    },
    restrict: {
      title: t('users.confirm.restrictTitle'),
      text: t('users.confirm.restrictText', { name }),
      confirm: t('users.actions.restrict'),
      destructive: true,
      onConfirm: confirmRestrict,
      body: (
        <TextField
          label={t('users.confirm.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setFieldError(null);
          }}
          required
          fullWidth
          multiline
          minRows={3}
          autoFocus
          error={Boolean(fieldError)}
          helperText={fieldError ? translateMessage(fieldError) : t('users.confirm.reasonHelp')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      ),
    },
    unrestrict: {
      title: t('users.confirm.unrestrictTitle'),
      text: t('users.confirm.unrestrictText', { name }),
      confirm: t('users.actions.unrestrict'),
      onConfirm: () => run({ kind: 'unrestrict' }, t('users.done.unrestricted')),
    },
    canSeePrices: shown.canSeePrices
      ? {
          title: t('users.confirm.hidePricesTitle'),
          text: t('users.confirm.hidePricesText', { name }),
          confirm: t('users.actions.hidePrices'),
          onConfirm: () =>
            run({ kind: 'canSeePrices', body: { value: false } }, t('users.done.pricesHidden')),
        }
      : {
          title: t('users.confirm.showPricesTitle'),
          text: t('users.confirm.showPricesText', { name }),
          confirm: t('users.actions.showPrices'),
          onConfirm: () => run({ kind: 'canSeePrices', body: { value: true } }, t('users.done.pricesShown')),
        },
    salesperson: {
      title: t('users.confirm.assignTitle'),
      text: t('users.confirm.assignText', { name }),
      confirm: t('users.actions.saveSalesperson'),
      onConfirm: confirmAssign,
      body: (
        <>
          <SalespersonPicker
            label={t('users.fields.salesperson')}
            noneLabel={t('users.noSalesperson')}
            value={salesperson}
            onChange={(value) => {
              setSalesperson(value);
              setFieldError(null);
            }}
            size="medium"
            autoFocus
          />
          {fieldError ? (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
              {translateMessage(fieldError)}
            </Typography>
          ) : null}
        </>
      ),
    },
  };
  const dialog = dialogs[kind];
  const approved = user.state === 'approved';

  return (
    <DetailCard title={t('users.sections.actions')}>
      <Stack spacing={1.5} sx={{ '& > .MuiButton-root': { justifyContent: 'flex-start' } }}>
        {user.verified ? null : (
          <Button variant="outlined" startIcon={<MarkEmailReadOutlined />} onClick={() => show('verify')}>
            {t('users.actions.verify')}
          </Button>
        )}
        {approved ? null : (
          <>
            <Button
              variant="contained"
              startIcon={<HowToRegOutlined />}
              onClick={() => show('approve')}
              disabled={!user.verified}
              aria-describedby={user.verified ? undefined : 'approve-needs-verify'}
            >
              {t('users.actions.approve')}
            </Button>
            {user.verified ? null : (
              <Typography id="approve-needs-verify" variant="body2" color="text.secondary">
                {t('users.approveNeedsVerify')}
              </Typography>
            )}
          </>
        )}
        {user.restricted ? (
          <Button variant="outlined" startIcon={<LockOpenOutlined />} onClick={() => show('unrestrict')}>
            {t('users.actions.unrestrict')}
          </Button>
        ) : (
          <Button
            variant="outlined"
            color="error"
            startIcon={<BlockOutlined />}
            onClick={() => show('restrict')}
          >
            {t('users.actions.restrict')}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={user.canSeePrices ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
          onClick={() => show('canSeePrices')}
        >
          {user.canSeePrices ? t('users.actions.hidePrices') : t('users.actions.showPrices')}
        </Button>
        <Button variant="outlined" startIcon={<AssignmentIndOutlined />} onClick={() => show('salesperson')}>
          {t('users.actions.assign')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={isOpen}
        title={dialog.title}
        description={dialog.text}
        confirmLabel={dialog.confirm}
        destructive={dialog.destructive ?? false}
        pending={action.isPending}
        onConfirm={dialog.onConfirm}
        onClose={close}
      >
        {dialog.body}
      </ConfirmDialog>
    </DetailCard>
  );
}
