import MapOutlined from '@mui/icons-material/MapOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  formatMoney,
  type LanguageCode,
  PAYMENT_METHOD_CODES,
  PAYMENT_METHOD_SORTS,
  type PaymentMethodRecord,
} from '@shop/shared';
import { resourceScreens } from '../../back-office/kit/resource-screens.tsx';
import { linkColumn, localized, ThumbCell } from '../../back-office/kit/screens.tsx';
import { onOff, StatusChip } from '../../back-office/kit/status-chip.tsx';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { fromMinor } from '../products/money.ts';
import { paymentMethods } from './api.ts';
import { type PaymentMethodFormValues, paymentMethodForm } from './form-values.ts';
import { type ScreenT, useScreenT } from './screens.ts';

/*
 * SPEC 2 settings/payment-methods, payment-methods/add, payment-methods/{id}; SPEC 3 "Payment
 * method"; SPEC 5 "Min and max limits apply". The screens live under settings/ (the settings tab
 * "payment methods"); the route table also answers the paths without it.
 */

export const PAYMENT_METHODS_SEGMENT = 'settings/payment-methods';

/** The assign-zones screen of a method. */
export const assignZonesHref = (id: number) =>
  paths.admin.to(`${PAYMENT_METHODS_SEGMENT}/assign-zones/${id}`);

/** "£0.00 – £5,000.00", "£50.00 – no maximum". */
const limitsOf = ({ t, currency }: ScreenT, m: PaymentMethodRecord, lang: LanguageCode) =>
  t('paymentMethods.limitsValue', {
    min: formatMoney(m.minLimit, currency, lang),
    max: m.maxLimit === null ? t('paymentMethods.noMax') : formatMoney(m.maxLimit, currency, lang),
  });

const zonesOf = ({ t }: ScreenT, m: PaymentMethodRecord) =>
  m.zoneCount === 0 ? t('paymentMethods.everywhere') : t('paymentMethods.zoneCount', { count: m.zoneCount });

const valuesOf = (m?: PaymentMethodRecord): PaymentMethodFormValues => ({
  code: m?.code ?? '',
  name: { en: m?.name.en ?? '', ar: m?.name.ar ?? '' },
  displayName: { en: m?.displayName.en ?? '', ar: m?.displayName.ar ?? '' },
  note: { en: m?.note?.en ?? '', ar: m?.note?.ar ?? '' },
  provider: m?.provider ?? 'offline',
  gateway: m?.gateway ?? '',
  online: m?.online ?? false,
  installment: m?.installment ?? false,
  enabled: m?.enabled ?? true,
  minLimit: fromMinor(m?.minLimit ?? 0),
  maxLimit: fromMinor(m?.maxLimit),
  logo: m?.logo ?? null,
  position: m?.position ?? 0,
});

/** The edit screen's line under the title: enabled or not, where it is offered, and the way to change that. */
function MethodSubtitle({ method }: { method: PaymentMethodRecord }) {
  const s = useScreenT();
  const { t } = s;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <StatusChip
        {...onOff(
          method.enabled,
          t('paymentMethods.statuses.enabled'),
          t('paymentMethods.statuses.disabled'),
        )}
      />
      <span>{zonesOf(s, method)}</span>
      <Button component={RouterLink} to={assignZonesHref(method.id)} size="small" startIcon={<MapOutlined />}>
        {t('paymentMethods.assignZones')}
      </Button>
    </Stack>
  );
}

/** /admin-panel/secure/settings/payment-methods, …/add and …/:id. */
export const {
  ListPage: PaymentMethodsListPage,
  AddPage: AddPaymentMethodPage,
  EditPage: EditPaymentMethodPage,
} = resourceScreens({
  segment: PAYMENT_METHODS_SEGMENT,
  to: paths.admin.to,
  resource: paymentMethods,
  titleIds: { add: 'add-payment-method-title', edit: 'payment-method-title' },
  useT: useScreenT,
  texts: ({ t, ta }) => ({
    listTitle: ta('pages.paymentMethods'),
    addTitle: ta('pages.addPaymentMethod'),
    editLabel: ta('pages.paymentMethod'),
    intro: t('paymentMethods.intro'),
    caption: t('paymentMethods.caption'),
    empty: t('paymentMethods.empty'),
    searchLabel: t('paymentMethods.searchLabel'),
    searchHelp: t('paymentMethods.searchHelp'),
    back: t('paymentMethods.back'),
    create: t('paymentMethods.create'),
    deleteText: t('paymentMethods.deleteText'),
  }),
  list: {
    filters: [],
    sorts: PAYMENT_METHOD_SORTS,
    defaultSort: 'position',
    columns: (s, lang, href) => [
      {
        id: 'logo',
        label: s.t('paymentMethods.logo'),
        hideBelow: 'sm',
        render: (m) => <ThumbCell src={m.logo} />,
      },
      linkColumn<PaymentMethodRecord>({
        id: 'name',
        label: s.t('common.name'),
        href,
        text: (m) => localized(m.name, lang),
      }),
      {
        id: 'code',
        label: s.t('paymentMethods.code'),
        sortKey: 'code',
        render: (m) => s.t(`paymentMethods.codes.${m.code}`),
      },
      {
        id: 'limits',
        label: s.t('paymentMethods.limits'),
        hideBelow: 'md',
        render: (m) => <bdi>{limitsOf(s, m, lang)}</bdi>,
      },
      { id: 'zones', label: s.t('paymentMethods.zones'), hideBelow: 'md', render: (m) => zonesOf(s, m) },
      {
        id: 'status',
        label: s.t('paymentMethods.status'),
        render: (m) => (
          <StatusChip
            {...onOff(
              m.enabled,
              s.t('paymentMethods.statuses.enabled'),
              s.t('paymentMethods.statuses.disabled'),
            )}
          />
        ),
      },
      {
        id: 'position',
        label: s.t('common.position'),
        sortKey: 'position',
        align: 'center',
        render: (m) => m.position,
      },
    ],
  },
  form: {
    schema: paymentMethodForm,
    valuesOf,
    body: ({ t, currency }) => [
      {
        kind: 'select',
        name: 'code',
        label: t('paymentMethods.code'),
        required: true,
        helperText: t('paymentMethods.codeHelp'),
        choices: PAYMENT_METHOD_CODES.map((code) => ({
          value: code,
          label: t(`paymentMethods.codes.${code}`),
        })),
      },
      {
        kind: 'number',
        name: 'position',
        label: t('common.position'),
        min: 0,
        helperText: t('common.positionHelp'),
      },
      { kind: 'localized', name: 'name', label: [t('common.nameEn'), t('common.nameAr')], required: true },
      {
        kind: 'localized',
        name: 'displayName',
        label: [t('paymentMethods.displayNameEn'), t('paymentMethods.displayNameAr')],
        required: true,
        helperText: t('paymentMethods.displayNameHelp'),
      },
      {
        kind: 'localized',
        name: 'note',
        label: [t('paymentMethods.noteEn'), t('paymentMethods.noteAr')],
        multiline: true,
      },
      {
        kind: 'text',
        name: 'provider',
        label: t('paymentMethods.provider'),
        required: true,
        ltr: true,
        helperText: t('paymentMethods.providerHelp'),
      },
      {
        kind: 'text',
        name: 'gateway',
        label: t('paymentMethods.gateway'),
        ltr: true,
        helperText: t('paymentMethods.gatewayHelp'),
      },
      {
        kind: 'switch',
        name: 'enabled',
        label: t('paymentMethods.enabled'),
        help: t('paymentMethods.enabledHelp'),
      },
      {
        kind: 'switch',
        name: 'online',
        label: t('paymentMethods.online'),
        help: t('paymentMethods.onlineHelp'),
      },
      {
        kind: 'switch',
        name: 'installment',
        label: t('paymentMethods.installment'),
        help: t('paymentMethods.installmentHelp'),
      },
      {
        kind: 'heading',
        key: 'limits',
        text: t('paymentMethods.limitsHeading'),
        help: t('paymentMethods.limitsHelp'),
        divider: true,
      },
      { kind: 'text', name: 'minLimit', label: t('paymentMethods.minLimit', { currency }), ltr: true },
      {
        kind: 'text',
        name: 'maxLimit',
        label: t('paymentMethods.maxLimit', { currency }),
        ltr: true,
        helperText: t('paymentMethods.maxLimitHelp'),
      },
      { kind: 'image', name: 'logo', label: t('paymentMethods.logo'), empty: null },
    ],
  },
  edit: { nameOf: (m) => m.name, subtitle: (m) => <MethodSubtitle method={m} /> },
});
