import {
  COUPON_SORTS,
  COUPON_STATES,
  COUPON_TYPES,
  type CouponRecord,
  type CouponState,
  formatMoney,
  type LanguageCode,
} from '@shop/shared';
import { formatDateTime } from '../../back-office/kit/format.ts';
import { resourceScreens } from '../../back-office/kit/resource-screens.tsx';
import { linkColumn } from '../../back-office/kit/screens.tsx';
import { type ChipTone, StatusChip } from '../../back-office/kit/status-chip.tsx';
import { paths } from '../../config/paths.ts';
import { toLocalInput } from '../cms/dates.ts';
import { fromMinor } from '../products/money.ts';
import { coupons } from './api.ts';
import { type CouponFormValues, couponForm } from './form-values.ts';
import { type ScreenT, useScreenT } from './screens.ts';

/* SPEC 2 coupons; SPEC 3 "Coupon: code, type, value, minimum amount in cart, start and end date, description". */

const STATE_TONES: Record<CouponState, ChipTone> = {
  active: 'success',
  scheduled: 'warning',
  expired: 'default',
  inactive: 'default',
};

function CouponStateChip({ state }: { state: CouponState }) {
  const { t } = useScreenT();
  return (
    <StatusChip label={t(`coupons.states.${state}`)} tone={STATE_TONES[state]} filled={state === 'active'} />
  );
}

/** "10 % off", "£25.00 off". */
const discountOf = ({ t, currency }: ScreenT, coupon: CouponRecord, lang: LanguageCode) =>
  coupon.type === 'percent'
    ? t('coupons.percentOff', { value: coupon.value })
    : t('coupons.amountOff', { amount: formatMoney(coupon.value, currency, lang) });

const valuesOf = (c?: CouponRecord): CouponFormValues => ({
  code: c?.code ?? '',
  type: c?.type ?? 'percent',
  value: c === undefined ? '' : c.type === 'fixed' ? fromMinor(c.value) : String(c.value),
  minCartAmount: fromMinor(c?.minCartAmount ?? 0),
  startsAt: c ? toLocalInput(c.startsAt) : '',
  endsAt: c ? toLocalInput(c.endsAt) : '',
  description: { en: c?.description?.en ?? '', ar: c?.description?.ar ?? '' },
  active: c?.active ?? true,
  usageLimit: c?.usageLimit ? String(c.usageLimit) : '',
});

/** /admin-panel/secure/coupons, …/add and …/:id. */
export const {
  ListPage: CouponsListPage,
  AddPage: AddCouponPage,
  EditPage: EditCouponPage,
} = resourceScreens({
  segment: 'coupons',
  to: paths.admin.to,
  resource: coupons,
  titleIds: { add: 'add-coupon-title', edit: 'coupon-title' },
  useT: useScreenT,
  texts: ({ t, ta }) => ({
    listTitle: ta('pages.coupons'),
    addTitle: ta('pages.addCoupon'),
    editLabel: ta('pages.coupon'),
    intro: t('coupons.intro'),
    caption: t('coupons.caption'),
    empty: t('coupons.empty'),
    searchLabel: t('coupons.searchLabel'),
    searchHelp: t('coupons.searchHelp'),
    back: t('coupons.back'),
    create: t('coupons.create'),
    deleteText: t('coupons.deleteText'),
  }),
  list: {
    filters: ['status'],
    sorts: COUPON_SORTS,
    defaultSort: '-created_at',
    columns: (s, lang, href) => [
      linkColumn<CouponRecord>({ id: 'code', label: s.t('coupons.code'), href, text: (c) => c.code }),
      { id: 'discount', label: s.t('coupons.discount'), render: (c) => <bdi>{discountOf(s, c, lang)}</bdi> },
      {
        id: 'minimum',
        label: s.t('coupons.minimum'),
        hideBelow: 'sm',
        render: (c) =>
          c.minCartAmount > 0 ? formatMoney(c.minCartAmount, s.currency, lang) : s.t('coupons.noMinimum'),
      },
      {
        id: 'window',
        label: s.t('coupons.window'),
        sortKey: 'ends_at',
        hideBelow: 'md',
        render: (c) =>
          s.t('coupons.windowValue', {
            from: formatDateTime(c.startsAt, lang),
            to: formatDateTime(c.endsAt, lang),
          }),
      },
      { id: 'state', label: s.t('coupons.state'), render: (c) => <CouponStateChip state={c.state} /> },
    ],
    selects: ({ t }) => [
      {
        name: 'status',
        label: t('coupons.state'),
        options: COUPON_STATES.map((state) => ({ value: state, label: t(`coupons.states.${state}`) })),
      },
    ],
  },
  form: {
    schema: couponForm,
    valuesOf,
    nameField: 'code',
    body: ({ t, currency }, { form }) => [
      {
        kind: 'text',
        name: 'code',
        label: t('coupons.code'),
        required: true,
        ltr: true,
        helperText: t('coupons.codeHelp'),
      },
      {
        kind: 'select',
        name: 'type',
        label: t('coupons.type'),
        required: true,
        choices: COUPON_TYPES.map((type) => ({ value: type, label: t(`coupons.types.${type}`) })),
      },
      {
        kind: 'text',
        name: 'value',
        label:
          form.watch('type') === 'fixed' ? t('coupons.valueAmount', { currency }) : t('coupons.valuePercent'),
        required: true,
        ltr: true,
        helperText: t('coupons.valueHelp'),
      },
      {
        kind: 'text',
        name: 'minCartAmount',
        label: t('coupons.minCartAmount', { currency }),
        ltr: true,
        helperText: t('coupons.minCartAmountHelp'),
      },
      { kind: 'datetime', name: 'startsAt', label: t('coupons.startsAt') },
      { kind: 'datetime', name: 'endsAt', label: t('coupons.endsAt') },
      {
        kind: 'localized',
        name: 'description',
        label: [t('coupons.descriptionEn'), t('coupons.descriptionAr')],
        multiline: true,
      },
      {
        kind: 'number',
        name: 'usageLimit',
        label: t('coupons.usageLimit'),
        min: 1,
        helperText: t('coupons.usageLimitHelp'),
      },
      { kind: 'switch', name: 'active', label: t('coupons.active'), help: t('coupons.activeHelp') },
    ],
  },
  edit: {
    nameOf: (c) => ({ en: c.code, ar: c.code }),
    subtitle: (c) => <CouponStateChip state={c.state} />,
  },
});
