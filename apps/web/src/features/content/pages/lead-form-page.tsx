import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  LEAD_BUSINESS_TYPES,
  LEAD_INTERESTS,
  LEAD_VOLUMES,
  type LeadInput,
  type LeadValues,
  leadInput,
} from '@shop/shared';
import { useState } from 'react';
import { Controller, type DefaultValues, type FieldPath, useForm } from 'react-hook-form';
import { EmailField, FormTextField } from '../../../components/ui/form-text-field.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { SendForm } from '../../../components/ui/send-form.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { i18n, translateMessage } from '../../../i18n/index.ts';
import { PageMeta } from '../../site/page-meta.tsx';
import { sendLead } from '../api/forms.ts';
import { Notice } from '../components/notice.tsx';
import { useSendForm } from '../components/use-send-form.ts';
import { useContentT } from '../i18n.ts';

type FormValues = LeadInput;
const FIELDS: ReadonlyArray<FieldPath<FormValues>> = [
  'companyName',
  'contactName',
  'email',
  'phone',
  'city',
  'businessType',
  'monthlyVolume',
  'interests',
  'message',
];
/** The two choices start unset (the schema calls that "required"), the rest empty. */
const EMPTY: DefaultValues<FormValues> = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  city: '',
  interests: [],
  message: '',
};

/**
 * `/form-1`, the wholesale quote request (ADR 0026): a business that is not yet a customer says
 * who it is, what it sells and how much it buys; the request is stored for the back office
 * (admin screen "Wholesale leads") and answered by the trade team.
 */
export function LeadFormPage() {
  const t = useContentT();
  const [done, setDone] = useState(false);
  const form = useForm<FormValues, unknown, LeadValues>({
    resolver: zodResolver(leadInput),
    defaultValues: EMPTY,
  });
  const sending = useSendForm({
    form,
    send: sendLead,
    fields: FIELDS,
    empty: EMPTY,
    notice: () => i18n.t('notices:leadSent'),
    onSent: () => setDone(true),
  });
  const submit = form.handleSubmit(sending.send);
  const errorOf = (name: FieldPath<FormValues>) =>
    translateMessage(form.getFieldState(name, form.formState).error?.message);

  return (
    <Box component="section" aria-labelledby="lead-title" sx={{ py: { xs: 2, md: 4 } }}>
      <PageMeta title={t('lead.title')} description={t('lead.description')} canonical="/form-1" />
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '320px minmax(0, 1fr)' } }}>
        <Box>
          <Typography id="lead-title" variant="h3" component="h1" sx={{ fontWeight: 800 }}>
            {t('lead.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {t('lead.intro')}
          </Typography>
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            {t('lead.nextTitle')}
          </Typography>
          <Box component="ol" sx={{ ps: 2.5, m: 0, '& li': { mb: 1 } }}>
            <li>{t('lead.next1')}</li>
            <li>{t('lead.next2')}</li>
            <li>{t('lead.next3')}</li>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('lead.already')} <TextLink to="/login">{t('lead.signIn')}</TextLink>
          </Typography>
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {done ? (
            <Notice
              severity="success"
              title={t('lead.thanksTitle')}
              actions={
                <>
                  <Button variant="contained" component={RouterLink} to="/products">
                    {t('lead.browse')}
                  </Button>
                  <Button variant="outlined" onClick={() => setDone(false)}>
                    {t('lead.another')}
                  </Button>
                </>
              }
            >
              {t('lead.thanksBody')}
            </Notice>
          ) : (
            <SendForm
              label={t('lead.formLabel')}
              onSubmit={submit}
              sending={sending}
              sendLabel={t('lead.send')}
              sendingLabel={t('lead.sending')}
            >
              <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <FormTextField
                  form={form}
                  name="companyName"
                  label={t('lead.companyName')}
                  autoComplete="organization"
                  required
                />
                <FormTextField
                  form={form}
                  name="contactName"
                  label={t('lead.contactName')}
                  autoComplete="name"
                  required
                />
                <EmailField form={form} label={t('lead.email')} />
                <FormTextField
                  form={form}
                  name="phone"
                  type="tel"
                  label={t('lead.phone')}
                  autoComplete="tel"
                  ltr
                  required
                />
                <FormTextField
                  form={form}
                  name="city"
                  label={t('lead.city')}
                  autoComplete="address-level2"
                  required
                />
                <Controller
                  control={form.control}
                  name="businessType"
                  render={({ field }) => (
                    <TextField
                      select
                      fullWidth
                      required
                      label={t('lead.businessType')}
                      name={field.name}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      error={Boolean(errorOf('businessType'))}
                      helperText={errorOf('businessType')}
                    >
                      {LEAD_BUSINESS_TYPES.map((type) => (
                        <MenuItem key={type} value={type}>
                          {t(`lead.businessTypes.${type}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Box>
              <Controller
                control={form.control}
                name="monthlyVolume"
                render={({ field }) => (
                  <FormControl error={Boolean(errorOf('monthlyVolume'))} required>
                    <FormLabel id="lead-volume">{t('lead.monthlyVolume')}</FormLabel>
                    <RadioGroup
                      row
                      aria-labelledby="lead-volume"
                      name={field.name}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                    >
                      {LEAD_VOLUMES.map((volume) => (
                        <FormControlLabel
                          key={volume}
                          value={volume}
                          control={<Radio inputRef={volume === LEAD_VOLUMES[0] ? field.ref : undefined} />}
                          label={t(`lead.volumes.${volume}`)}
                        />
                      ))}
                    </RadioGroup>
                    {errorOf('monthlyVolume') ? (
                      <FormHelperText>{errorOf('monthlyVolume')}</FormHelperText>
                    ) : null}
                  </FormControl>
                )}
              />
              <Controller
                control={form.control}
                name="interests"
                render={({ field }) => (
                  <FormControl component="fieldset" error={Boolean(errorOf('interests'))} required>
                    <FormLabel component="legend">{t('lead.interests')}</FormLabel>
                    <FormGroup row>
                      {LEAD_INTERESTS.map((interest, i) => (
                        <FormControlLabel
                          key={interest}
                          label={t(`lead.interestOptions.${interest}`)}
                          control={
                            <Checkbox
                              inputRef={i === 0 ? field.ref : undefined}
                              checked={field.value?.includes(interest) ?? false}
                              onChange={(_e, checked) =>
                                field.onChange(
                                  checked
                                    ? [...(field.value ?? []), interest]
                                    : (field.value ?? []).filter((v) => v !== interest),
                                )
                              }
                            />
                          }
                        />
                      ))}
                    </FormGroup>
                    {errorOf('interests') ? <FormHelperText>{errorOf('interests')}</FormHelperText> : null}
                  </FormControl>
                )}
              />
              <FormTextField
                form={form}
                name="message"
                label={t('lead.message')}
                hint={t('lead.messageHint')}
                multiline
                minRows={4}
              />
            </SendForm>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
