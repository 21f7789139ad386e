import Typography from '@mui/material/Typography';
import { addressLines, type SiteProfile } from '@shop/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAnchor } from '../../components/ui/text-link.tsx';
import { available } from './site-profile.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography component="p" variant="body2" sx={{ mb: 0.5 }}>
      <Typography component="span" variant="body2" fontWeight={700}>
        {label}:
      </Typography>{' '}
      {children}
    </Typography>
  );
}

/**
 * The company block of the footer and the home page: address lines (stored with slashes between
 * them, SPEC 3), phone, mobile, email and VAT number; fields the server reports as 'Unavailable'
 * are left out. Every value is bidi-isolated, so an English address reads right inside Arabic text.
 */
export function CompanyContact({ profile }: { profile: SiteProfile | undefined }) {
  const { t } = useTranslation('store');
  if (!profile) return null;
  const name = available(profile.name);
  const postCode = available(profile.post_code);
  const lines = [...addressLines(available(profile.address) ?? ''), ...(postCode ? [postCode] : [])];
  const phone = available(profile.phone);
  const mobile = available(profile.mobile);
  const email = available(profile.email);
  const vat = available(profile.vatNumber);
  const tel = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
  return (
    <Typography component="address" sx={{ fontStyle: 'normal' }}>
      {name ? (
        <Typography component="p" fontWeight={700} sx={{ mb: 1 }}>
          <bdi>{name}</bdi>
        </Typography>
      ) : null}
      {lines.length ? (
        <Typography component="p" variant="body2" sx={{ mb: 1 }}>
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: address lines are static text in order
            <span key={i}>
              <bdi>{line}</bdi>
              <br />
            </span>
          ))}
        </Typography>
      ) : null}
      {phone ? (
        <Row label={t('company.phone')}>
          <TextAnchor href={tel(phone)} dir="ltr">
            {phone}
          </TextAnchor>
        </Row>
      ) : null}
      {mobile ? (
        <Row label={t('company.mobile')}>
          <TextAnchor href={tel(mobile)} dir="ltr">
            {mobile}
          </TextAnchor>
        </Row>
      ) : null}
      {email ? (
        <Row label={t('company.email')}>
          <TextAnchor href={`mailto:${email}`} dir="ltr">
            {email}
          </TextAnchor>
        </Row>
      ) : null}
      {vat ? (
        <Row label={t('company.vatNumber')}>
          <bdi dir="ltr">{vat}</bdi>
        </Row>
      ) : null}
    </Typography>
  );
}
