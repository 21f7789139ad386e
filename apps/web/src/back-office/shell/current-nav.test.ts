import type SvgIcon from '@mui/material/SvgIcon';
import { describe, expect, it } from 'vitest';
import { currentNavKey } from './current-nav.ts';

const icon = (() => null) as unknown as typeof SvgIcon;
const item = (key: string, to: string, end?: boolean) => ({
  key,
  to,
  label: key,
  icon,
  ...(end ? { end } : {}),
});
const sections = [
  {
    id: 'utils',
    items: [
      item('dashboard', '/admin', true),
      item('settings', '/admin/settings'),
      item('paymentMethods', '/admin/settings/payment-methods'),
    ],
  },
  { id: 'orders', items: [item('orders', '/admin/order')] },
];

describe('currentNavKey', () => {
  it('marks one link: the longest path that leads to the page', () => {
    expect(currentNavKey(sections, '/admin/settings/payment-methods/4')).toBe('paymentMethods');
    expect(currentNavKey(sections, '/admin/settings/payment-methods')).toBe('paymentMethods');
    expect(currentNavKey(sections, '/admin/settings/reviews')).toBe('settings');
    expect(currentNavKey(sections, '/admin/settings/')).toBe('settings');
    expect(currentNavKey(sections, '/admin/order/12')).toBe('orders');
  });

  it('an `end` link only on its very path; a path that only starts alike is not below it', () => {
    expect(currentNavKey(sections, '/admin')).toBe('dashboard');
    expect(currentNavKey(sections, '/admin/gallery')).toBeUndefined();
    expect(currentNavKey(sections, '/admin/orders-archive')).toBeUndefined();
  });
});
