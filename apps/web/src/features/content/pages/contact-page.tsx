import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ContactInput, contactBody } from '@shop/shared';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { EmailField, FormTextField } from '../../../components/ui/form-text-field.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { SendForm } from '../../../components/ui/send-form.tsx';
import { i18n } from '../../../i18n/index.ts';
import { CompanyContact } from '../../site/company-contact.tsx';
import { PageMeta } from '../../site/page-meta.tsx';
import { useSiteProfile } from '../../site/site-profile.ts';
import { sendContact } from '../api/forms.ts';
import { useSendForm } from '../components/use-send-form.ts';
import { useContentT } from '../i18n.ts';

const FIELDS: ReadonlyArray<FieldPath<ContactInput>> = ['name', 'email', 'subject', 'message'];
const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

/**
 * `/contact` (SPEC 2, 5): name, e-mail, subject and message required. Whether the message holds a
 * link, an e-mail address or a phone number is the server's call (422 `contactDetailsRefused`);
 * the form shows its reason above the form and under the message.
 */
export function ContactPage() {
  const t = useContentT();
  const profile = useSiteProfile().data;
  const [sent, setSent] = useState(false);
  const form = useForm<ContactInput>({ resolver: zodResolver(contactBody), defaultValues: EMPTY });
  const sending = useSendForm({
    form,
    send: sendContact,
    fields: FIELDS,
    empty: EMPTY,
    notice: () => i18n.t('notices:contactSent'),
    onSent: () => setSent(true),
  });
  const submit = form.handleSubmit((values) => {
    setSent(false);
    sending.send(values);
  });

  return (
    <Box component="section" aria-labelledby="contact-title" sx={{ py: { xs: 2, md: 4 } }}>
      <PageMeta title={t('contact.title')} description={t('contact.description')} canonical="/contact" />
      <Typography id="contact-title" variant="h3" component="h1" sx={{ fontWeight: 800 }}>
        {t('contact.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4, maxWidth: 680 }}>
        {t('contact.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <SendForm
            label={t('contact.formLabel')}
            onSubmit={submit}
            sending={sending}
            sendLabel={t('contact.send')}
            sendingLabel={t('contact.sending')}
            notice={
              sent ? (
                <Alert severity="success" icon={<CheckCircleOutline />} role="status">
                  {t('contact.sent')}
                </Alert>
              ) : null
            }
          >
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormTextField form={form} name="name" label={t('contact.name')} autoComplete="name" required />
              <EmailField form={form} label={t('contact.email')} />
            </Box>
            <FormTextField form={form} name="subject" label={t('contact.subject')} required />
            <FormTextField
              form={form}
              name="message"
              label={t('contact.message')}
              hint={t('contact.messageHint')}
              multiline
              minRows={6}
              required
            />
          </SendForm>
        </Paper>
        <Stack spacing={3} component="aside" aria-labelledby="contact-details-title">
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography id="contact-details-title" variant="h6" component="h2" gutterBottom>
              {t('contact.detailsTitle')}
            </Typography>
            {profile ? (
              <CompanyContact profile={profile} />
            ) : (
              <Typography color="text.secondary">{t('common.loading')}</Typography>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('contact.quoteTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('contact.quoteBody')}
            </Typography>
            <Button variant="outlined" component={RouterLink} to="/form-1">
              {t('contact.quoteAction')}
            </Button>
          </Paper>
        </Stack>
      </Box>
    </Box>
  );
}
