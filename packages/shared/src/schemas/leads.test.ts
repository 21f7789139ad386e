import { describe, expect, it } from 'vitest';
import { leadInput, leadListQuery } from './leads.ts';
import { issueMessages } from './test-helpers.ts';

const valid = {
  companyName: 'Noor Boutique Ltd',
  contactName: 'Fatima',
  email: 'fatima@noor.test',
  phone: '07700 900 123',
  city: 'Leeds',
  businessType: 'boutique',
  monthlyVolume: '100-500',
  interests: ['womenswear'],
};

describe('leadInput (the /form-1 quote request)', () => {
  it('accepts a complete request, normalises the phone and defaults the note', () => {
    expect(leadInput.parse(valid)).toEqual({ ...valid, phone: '07700900123', message: '' });
  });

  it('names each missing or wrong field with a message key', () => {
    const result = leadInput.safeParse({ interests: [] });
    expect(result.success).toBe(false);
    const issues = issueMessages(result);
    expect(issues).toMatchObject({
      companyName: 'validation.required',
      contactName: 'validation.required',
      email: 'validation.required',
      phone: 'validation.required',
      city: 'validation.required',
      businessType: 'validation.required',
      monthlyVolume: 'validation.required',
      interests: 'validation.required',
    });
  });

  it('refuses unknown choices, repeated interests and a short phone', () => {
    expect(leadInput.safeParse({ ...valid, businessType: 'bank' }).success).toBe(false);
    expect(leadInput.safeParse({ ...valid, interests: ['hats'] }).success).toBe(false);
    expect(leadInput.safeParse({ ...valid, interests: ['kidswear', 'kidswear'] }).success).toBe(false);
    expect(leadInput.safeParse({ ...valid, phone: '0770' }).success).toBe(false);
  });

  it('reads list filters from the query string', () => {
    expect(leadListQuery.parse({ handled: 'false', businessType: 'workwear', search: '  ' })).toEqual({
      page: 1,
      handled: false,
      businessType: 'workwear',
      search: undefined,
      sort: '-created_at',
    });
  });
});
