import { describe, expect, it } from 'vitest';
import { contactInput, hasContactDetails, pageInput, reviewInput } from './admin-content.ts';

describe('hasContactDetails (SPEC 5: no links or personal info in a contact message)', () => {
  it.each([
    [
      'finds links, e-mail addresses and phone numbers',
      true,
      [
        'see https://cheap.example',
        'visit www.example.com today',
        'our site shop-deals.co.uk',
        'mail me at sara@example.com',
        'sara [at] example [dot] com',
        'call +44 7700 900123',
        'call 07700 900123',
        '(020) 7946-0958',
        'جوالي ٠٥٠١٢٣٤٥٦٧',
        '501234567',
      ],
    ],
    [
      'lets ordinary order talk through',
      false,
      [
        '300 hoodies, sizes S-XL, by 12/03',
        'Order 12345 arrived',
        'quantities 100 200 300 and 1000 2000 3000',
        'We need 2,500 units e.g. shirts at £1,250.00',
        'أحتاج ٣٠٠ قطعة',
      ],
    ],
  ] as const)('%s', (_name, found, texts) => {
    for (const text of texts) expect(hasContactDetails(text), text).toBe(found);
  });

  it('the form schema puts the refusal on the message field', () => {
    const result = contactInput.safeParse({ name: 'A', email: 'a@b.co', subject: 'S', message: 'x@y.com' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['message'],
      message: 'validation.noContactDetails',
    });
  });
});

describe('content schemas', () => {
  it('page URLs are normalised and checked', () => {
    const base = { title: { en: 'About', ar: 'من نحن' }, body: { en: '', ar: '' } };
    expect(pageInput.parse({ ...base, url: '/Help/Delivery/' }).url).toBe('help/delivery');
    expect(pageInput.safeParse({ ...base, url: 'a//b' }).success).toBe(false);
    expect(pageInput.safeParse({ ...base, url: '-x' }).success).toBe(false);
  });

  it('a review needs an overall rating of at least 1', () => {
    const review = { comment: 'ok', name: 'A', email: 'a@b.co' };
    expect(reviewInput.safeParse({ ...review, rating: 0 }).error?.issues[0]?.message).toBe(
      'validation.ratingMin',
    );
    expect(reviewInput.parse({ ...review, rating: '4' }).rating).toBe(4);
  });
});
