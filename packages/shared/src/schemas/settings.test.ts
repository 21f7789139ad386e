import { describe, expect, it } from 'vitest';
import { addressLines, defaultThemeSettings, orUnavailable } from '../site-defaults.ts';
import { adminLoginInput } from './admin-auth.ts';
import { pickLocalized } from './common.ts';
import { themeSettings } from './settings.ts';

describe('settings schemas', () => {
  it('the default theme is valid and uses the SPEC 9 defaults', () => {
    const theme = themeSettings.parse(defaultThemeSettings);
    expect(theme.columns.laptop).toBe(3);
    expect(theme.perPage).toBe(20);
    expect(Object.keys(theme.colors)).toEqual([
      'white',
      'black',
      'red',
      'green',
      'blue',
      'brown',
      'yellow',
      'gray',
    ]);
  });

  it('refuses a colour that is not a hex colour', () => {
    const bad = structuredClone(defaultThemeSettings);
    bad.light.primary.color = 'red';
    expect(themeSettings.safeParse(bad).success).toBe(false);
  });

  it("empty company fields read 'Unavailable'; address lines split on slashes", () => {
    expect(orUnavailable('')).toBe('Unavailable');
    expect(orUnavailable('  ')).toBe('Unavailable');
    expect(orUnavailable(null)).toBe('Unavailable');
    expect(orUnavailable('GB1')).toBe('GB1');
    expect(addressLines('12 Mill Lane / Leeds/LS1 4AB')).toEqual(['12 Mill Lane', 'Leeds', 'LS1 4AB']);
  });

  it('bilingual text falls back to the other language when empty', () => {
    expect(pickLocalized({ en: 'Shirts', ar: 'قمصان' }, 'ar')).toBe('قمصان');
    expect(pickLocalized({ en: 'Shirts', ar: '' }, 'ar')).toBe('Shirts');
    expect(pickLocalized(null, 'en')).toBe('');
  });

  it('admin login needs a valid email and a password', () => {
    expect(adminLoginInput.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    const bad = adminLoginInput.safeParse({ email: 'nope', password: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'validation.invalidEmail',
      'validation.required',
    ]);
  });
});
