import { describe, expect, it } from 'vitest';
import { translate } from '../errors.ts';
import { approvalFormFields, changePasswordInput, updateProfileInput } from './account.ts';
import { customerAddressInput } from './address.ts';
import {
  customerLoginInput,
  customerRegisterInput,
  isEmailLogin,
  normaliseLogin,
  normalisePhone,
  resetPasswordInput,
} from './customer-auth.ts';

const valid = {
  firstName: ' Amira ',
  lastName: 'Haddad',
  companyName: 'Haddad Fashion Retail Ltd',
  companyNumber: 'sc 123456',
  email: ' Amira@Example.TEST ',
  mobile: '07700 900-123',
  landline: '',
  password: 'long-enough',
  passwordConfirmation: 'long-enough',
  preferredLanguage: 'ar' as const,
  captchaToken: 'XXXX.DUMMY.TOKEN',
};

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    out[key] = [...(out[key] ?? []), translate('en', issue.message)];
  }
  return out;
}

describe('customer registration schema', () => {
  it('normalises a valid business registration', () => {
    const data = customerRegisterInput.parse(valid);
    expect(data).toMatchObject({
      firstName: 'Amira',
      email: 'amira@example.test',
      mobile: '07700900123',
      landline: null,
      companyNumber: 'SC123456',
      preferredLanguage: 'ar',
    });
  });

  it('requires every SPEC 5 field with a translated message', () => {
    const errors = errorsOf(customerRegisterInput.safeParse({}));
    for (const field of [
      'firstName',
      'lastName',
      'companyName',
      'companyNumber',
      'email',
      'mobile',
      'password',
      'passwordConfirmation',
    ]) {
      expect(errors[field], field).toEqual(['This field is required']);
    }
    expect(errors.landline).toBeUndefined();
  });

  it('password at least 8 characters and matching the confirmation, reported with other errors', () => {
    const short = errorsOf(
      customerRegisterInput.safeParse({ ...valid, password: 'short', passwordConfirmation: 'short' }),
    );
    expect(short.password).toEqual(['Password must be at least 8 characters']);
    const mismatch = errorsOf(
      customerRegisterInput.safeParse({ ...valid, email: 'bad', passwordConfirmation: 'long-enougH' }),
    );
    expect(mismatch.passwordConfirmation).toEqual(['The passwords do not match']);
    expect(mismatch.email).toEqual(['Enter a valid email address']);
  });

  it('phones need at least 10 digits and only digits; the landline follows the same rule when given', () => {
    expect(errorsOf(customerRegisterInput.safeParse({ ...valid, mobile: '0770 090' })).mobile).toEqual([
      'Phone must have at least 10 digits',
    ]);
    expect(errorsOf(customerRegisterInput.safeParse({ ...valid, mobile: '0770090012a' })).mobile).toEqual([
      'Enter a valid phone number',
    ]);
    expect(errorsOf(customerRegisterInput.safeParse({ ...valid, landline: '123' })).landline).toEqual([
      'Phone must have at least 10 digits',
    ]);
    expect(customerRegisterInput.parse({ ...valid, mobile: '+44 (7700) 900.123' }).mobile).toBe(
      '+447700900123',
    );
    expect(normalisePhone(' 0121-496 0555 ')).toBe('01214960555');
  });

  it('company numbers: 8 digits, 2 letters + 6 digits, or a 10-digit commercial register', () => {
    for (const ok of ['12874563', 'SC123456', 'ni123456', '1010123456'])
      expect(customerRegisterInput.safeParse({ ...valid, companyNumber: ok }).success, ok).toBe(true);
    for (const bad of ['1234', 'ABCDEFGH', '123456789', 'S1234567'])
      expect(
        errorsOf(customerRegisterInput.safeParse({ ...valid, companyNumber: bad })).companyNumber,
      ).toEqual(['Enter a valid company number']);
  });
});

describe('customer login schema', () => {
  it('uses the SPEC 8 messages for a missing login or password', () => {
    const errors = errorsOf(customerLoginInput.safeParse({ login: '  ', password: '' }));
    expect(errors).toEqual({
      login: ['Please enter email or phone number'],
      password: ['Please enter password'],
    });
    expect(errorsOf(customerLoginInput.safeParse({}))).toEqual({
      login: ['Please enter email or phone number'],
      password: ['Please enter password'],
    });
  });

  it('tells an e-mail login from a phone login', () => {
    expect(isEmailLogin('a@b.test')).toBe(true);
    expect(isEmailLogin('07700900123')).toBe(false);
  });

  it('names one account whatever the spelling of the login', () => {
    expect(normaliseLogin('0770 0900111')).toBe('07700900111');
    expect(normaliseLogin(' (0770) 090-0111 ')).toBe('07700900111');
    expect(normaliseLogin(' Amira@Haddad.TEST ')).toBe('amira@haddad.test');
  });
});

describe('password reset and change', () => {
  it('needs the token, a valid email and a confirmed new password', () => {
    const errors = errorsOf(
      resetPasswordInput.safeParse({
        token: '',
        email: 'x',
        password: 'abcdefgh',
        passwordConfirmation: 'abcdefgx',
      }),
    );
    expect(errors).toEqual({
      token: ['This field is required'],
      email: ['Enter a valid email address'],
      passwordConfirmation: ['The passwords do not match'],
    });
  });

  it('change password requires the old one', () => {
    expect(
      errorsOf(changePasswordInput.safeParse({ password: 'abcdefgh', passwordConfirmation: 'abcdefgh' })),
    ).toEqual({
      oldPassword: ['This field is required'],
    });
  });
});

describe('profile, approval form and address schemas', () => {
  it('profile update has the registration details without the password', () => {
    const { password: _p, passwordConfirmation: _c, captchaToken: _t, ...details } = valid;
    expect(updateProfileInput.parse(details).companyNumber).toBe('SC123456');
  });

  it('the approval form numeric field takes digits only', () => {
    expect(approvalFormFields.safeParse({ expectedMonthlySpend: '2500' }).success).toBe(true);
    expect(errorsOf(approvalFormFields.safeParse({ expectedMonthlySpend: '2,500' }))).toEqual({
      expectedMonthlySpend: ['Only digits are allowed'],
    });
    expect(errorsOf(approvalFormFields.safeParse({}))).toEqual({
      expectedMonthlySpend: ['This field is required'],
    });
  });

  it('an address needs country, city and address1; blanks become null', () => {
    expect(errorsOf(customerAddressInput.safeParse({ country: ' ', state: 'x' }))).toEqual({
      country: ['This field is required'],
      city: ['This field is required'],
      address1: ['This field is required'],
    });
    expect(
      customerAddressInput.parse({
        country: 'UK',
        city: 'Leeds',
        address1: '7 Kirkgate',
        address2: '',
        postCode: '',
      }),
    ).toEqual({
      country: 'UK',
      city: 'Leeds',
      state: null,
      address1: '7 Kirkgate',
      address2: null,
      postCode: null,
      isDefault: false,
    });
  });
});
