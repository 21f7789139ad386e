import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, isHiddenSegment } from './breadcrumbs.ts';

describe('admin breadcrumbs (SPEC 2)', () => {
  it('hides segments named attributes and version-like v_<digits>', () => {
    expect(isHiddenSegment('attributes')).toBe(true);
    expect(isHiddenSegment('v_2')).toBe(true);
    expect(isHiddenSegment('v_10')).toBe(true);
    expect(isHiddenSegment('v_')).toBe(false);
    expect(isHiddenSegment('v_2a')).toBe(false);
    expect(isHiddenSegment('attribute')).toBe(false);
    expect(isHiddenSegment('product')).toBe(false);
  });

  it('starts at the dashboard and links every visible segment to its own path', () => {
    expect(breadcrumbTrail('/admin-panel/secure/product/attributes/v_2/15')).toEqual([
      { segment: 'secure', to: '/admin-panel/secure' },
      { segment: 'product', to: '/admin-panel/secure/product' },
      { segment: '15', to: '/admin-panel/secure/product/attributes/v_2/15' },
    ]);
    expect(breadcrumbTrail('/admin-panel/secure')).toEqual([
      { segment: 'secure', to: '/admin-panel/secure' },
    ]);
    expect(breadcrumbTrail('/admin-panel/secure/settings/attributes/ab12/3/')).toEqual([
      { segment: 'secure', to: '/admin-panel/secure' },
      { segment: 'settings', to: '/admin-panel/secure/settings' },
      { segment: 'ab12', to: '/admin-panel/secure/settings/attributes/ab12' },
      { segment: '3', to: '/admin-panel/secure/settings/attributes/ab12/3' },
    ]);
  });
});
