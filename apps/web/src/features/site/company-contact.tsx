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
  const vat = available(profile.vatNumber);
  const tel = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
  /** The values a visitor can call or write to: label, value and the address that opens it. */
  const reachable: Array<[label: string, value: string | undefined, href: (value: string) => string]> = [
    [t('company.phone'), available(profile.phone), tel],
    [t('company.mobile'), available(profile.mobile), tel],
    [t('company.email'), available(profile.email), (email) => `mailto:${email}`],
  ];
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
      {reachable.map(([label, value, href]) =>
        value ? (
          <Row key={label} label={label}>
            <TextAnchor href={href(value)} dir="ltr">
              {value}
            </TextAnchor>
          </Row>
        ) : null,
      )}
      {vat ? (
        <Row label={t('company.vatNumber')}>
          <bdi dir="ltr">{vat}</bdi>
        </Row>
      ) : null}
    </Typography>
  );
}
