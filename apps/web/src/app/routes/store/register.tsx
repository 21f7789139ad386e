import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type CustomerRegisterInput,
  type CustomerRegisterResult,
  customerRegisterInput,
  validationMessage,
} from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { ServerAlert } from '../../../components/ui/server-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { notify } from '../../../components/ui/toast/notify.ts';
import { paths } from '../../../config/paths.ts';
import { registerCustomer } from '../../../features/account/api/auth.ts';
import {
  NewPasswordFields,
  useCustomerFields,
} from '../../../features/account/components/account-fields.tsx';
import { AuthCard } from '../../../features/account/components/auth-card.tsx';
import { BotCheck } from '../../../features/account/components/bot-check.tsx';
import { InlineLink } from '../../../features/account/components/inline-link.tsx';
import { ResendVerification } from '../../../features/account/components/resend-verification.tsx';
import { useAccountT } from '../../../features/account/i18n.ts';
import { noticeText } from '../../../features/account/session.ts';
import { useDeployment } from '../../../features/site/deployment.ts';
import { useColorMode } from '../../../features/theme/color-mode.ts';
import { translateMessage } from '../../../i18n/index.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { placeServerErrorsOrSay } from '../../../lib/server-errors.ts';

const FIELDS: ReadonlyArray<FieldPath<CustomerRegisterInput>> = [
  'firstName',
  'lastName',
  'companyName',
  'companyNumber',
  'email',
  'mobile',
  'landline',
  'password',
  'passwordConfirmation',
  'captchaToken',
];

/** A titled group of fields: a fieldset and legend for assistive technology, two columns from sm. */
function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.05rem', mb: 1.5, p: 0 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {children}
      </Box>
    </Box>
  );
}

function RegisterForm({ onRegistered }: { onRegistered: (result: CustomerRegisterResult) => void }) {
  const t = useAccountT();
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const [mode] = useColorMode();
  const botCheckKey = useDeployment().botCheckPublicKey.trim();
  const fields = useCustomerFields();
  const [serverError, setServerError] = useState<string | null>(null);
  const [resetBotCheck, setResetBotCheck] = useState(0);
  const form = useForm<CustomerRegisterInput>({
    resolver: zodResolver(customerRegisterInput),
    defaultValues: {
      firstName: '',
      lastName: '',
      companyName: '',
      companyNumber: '',
      email: '',
      mobile: '',
      landline: '',
      password: '',
      passwordConfirmation: '',
      captchaToken: null,
    },
  });

  const register = useMutation({
    mutationFn: registerCustomer,
    onSuccess: ({ data, message }) => {
      notify.success(noticeText(message, 'registered'));
      onRegistered(data);
    },
    onError: (error) => {
      setServerError(placeServerErrorsOrSay(error, form.setError, FIELDS));
      // A bot-check token is good for one submission.
      if (botCheckKey) setResetBotCheck((n) => n + 1);
    },
  });

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    if (botCheckKey && !values.captchaToken) {
      form.setError('captchaToken', { type: 'required', message: validationMessage('captchaRequired') });
      return;
    }
    register.mutate({
      ...values,
      preferredLanguage: lang,
      captchaToken: botCheckKey ? values.captchaToken : null,
    });
  });

  return (
    <Box component="form" noValidate aria-label={tc('pages.register')} onSubmit={submit}>
      <Stack spacing={3}>
        <ServerAlert message={serverError} />
        <FieldGroup legend={t('register.you')}>
          <FormTextField form={form} {...fields.firstName} />
          <FormTextField form={form} {...fields.lastName} />
        </FieldGroup>
        <FieldGroup legend={t('register.company')}>
          <FormTextField form={form} {...fields.companyName} />
          <FormTextField form={form} {...fields.companyNumber} />
        </FieldGroup>
        <FieldGroup legend={t('register.contact')}>
          <FormTextField form={form} {...fields.email} sx={{ gridColumn: { sm: '1 / -1' } }} />
          <FormTextField form={form} {...fields.mobile} hint={t('fields.phoneHint')} />
          <FormTextField form={form} {...fields.landline} autoComplete="tel" />
        </FieldGroup>
        <FieldGroup legend={t('register.security')}>
          <NewPasswordFields form={form} label={t('fields.password')} />
        </FieldGroup>
        {botCheckKey ? (
          <BotCheck
            siteKey={botCheckKey}
            theme={mode}
            resetSignal={resetBotCheck}
            error={translateMessage(form.formState.errors.captchaToken?.message)}
            onToken={(token) => {
              form.setValue('captchaToken', token);
              if (token) form.clearErrors('captchaToken');
            }}
          />
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {t('register.approvalNote')}
        </Typography>
        <SubmitButton
          size="large"
          pending={register.isPending}
          label={t('register.submit')}
          pendingLabel={t('register.submitting')}
        />
      </Stack>
    </Box>
  );
}

/** "Check your e-mail": where the link went, and a resend button with the server's cooldown. */
function CheckYourEmail({ result }: { result: CustomerRegisterResult }) {
  const t = useAccountT();
  return (
    <AuthCard title={t('register.sentTitle')} icon={<MarkEmailReadOutlined />} focusTitle>
      <Stack spacing={2.5}>
        <Typography component="p">
          {t('register.sentBody')}{' '}
          <Box component="strong" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
            {result.email}
          </Box>
        </Typography>
        <Typography component="p" color="text.secondary">
          {t('register.sentNext')}
        </Typography>
        <Typography component="p" variant="body2" color="text.secondary">
          {t('register.sentSpam')}
        </Typography>
        <ResendVerification email={result.email} initialSeconds={result.retryAfterSeconds} />
        <Button component={RouterLink} to={paths.login} variant="text">
          {t('register.toLogin')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

/** /register (guests only): business accounts (SPEC 1, 5). */
export function RegisterPage() {
  const t = useAccountT();
  const { t: tc } = useTranslation();
  const [result, setResult] = useState<CustomerRegisterResult | null>(null);
  if (result) return <CheckYourEmail result={result} />;
  return (
    <AuthCard
      title={tc('pages.register')}
      intro={t('register.intro')}
      icon={<StorefrontOutlined />}
      width={720}
      footer={
        <Typography component="p">
          {t('register.haveAccount')} <InlineLink to={paths.login}>{t('register.loginLink')}</InlineLink>
        </Typography>
      }
    >
      <RegisterForm onRegistered={setResult} />
    </AuthCard>
  );
}
