import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { PdfDocument } from '../../lib/pdf-writer.ts';
import { type MultipartPart, multipartBody } from '../../modules/media/test-images.ts';
import { createCustomer } from '../../modules/users/test-fixtures.ts';
import { useTestApp } from '../../test/app.ts';
import { insertSiteSettings } from '../../test/fixtures.ts';

/** A real one-page PDF, written as the seed writes its documents. */
function onePagePdf(): Buffer {
  const doc = new PdfDocument('Signed approval form');
  doc.addPage().text(60, 80, 'Approval form - signed', { size: 16 });
  return doc.toBuffer();
}
const pdf = onePagePdf();
const file = (
  value: Buffer = pdf,
  filename = 'approval-form.pdf',
  contentType = 'application/pdf',
): MultipartPart => ({
  name: 'file',
  value,
  filename,
  contentType,
});
const spend = (value = '2500'): MultipartPart => ({ name: 'expectedMonthlySpend', value });

describe('approval form', () => {
  const t = useTestApp({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000' } });

  beforeAll(async () => {
    await insertSiteSettings(t.database.db, { approvalFormPdf: '/uploads/seed/approval-form.pdf' });
  });

  const signIn = async (state: 'unconfirmed' | 'awaiting_approval' | 'approved') => {
    const c = await createCustomer(t.database.db, { state });
    const res = await t.api({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { login: c.email, password: c.password },
    });
    return { id: c.id, token: res.json().data.token as string };
  };
  const upload = (token: string, parts: MultipartPart[], lang?: 'ar' | 'en') =>
    t.api({ method: 'POST', url: '/api/user/approval-form', token, lang, ...multipartBody(parts) });

  it('GET shows the blank form link from the site settings and whether it was sent', async () => {
    const { token } = await signIn('awaiting_approval');
    const res = await t.api({ method: 'GET', url: '/api/user/approval-form', token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      formUrl: '/uploads/seed/approval-form.pdf',
      submitted: false,
      submittedAt: null,
      data: null,
      canSubmit: true,
    });
  });

  it('stores the PDF privately and records the form; the profile shows it was submitted', async () => {
    const { id, token } = await signIn('awaiting_approval');
    const res = await upload(token, [spend('2500'), file()]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your approval form has been sent, we will review it shortly');
    expect(res.json().data).toMatchObject({
      submitted: true,
      data: { expectedMonthlySpend: '2500' },
      canSubmit: true,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.approvalFormFile).toMatch(new RegExp(`^approval-forms/${id}/[0-9a-f]{32}\\.pdf$`));
    expect(row?.approvalFormSubmittedAt).toBeInstanceOf(Date);
    expect(await t.app.storage.get('private', row?.approvalFormFile ?? '')).toEqual(pdf);
    // Private: not under /uploads/.
    expect(await t.app.storage.get('public', row?.approvalFormFile ?? '')).toBeNull();
    const profile = await t.api({ method: 'GET', url: '/api/user/profile', token });
    expect(profile.json().data).toMatchObject({ state: 'awaiting_approval', approvalFormSubmitted: true });

    // Sending again replaces the earlier file.
    const again = await upload(token, [file(), spend('3000')]);
    expect(again.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(after?.approvalFormFile).not.toBe(row?.approvalFormFile);
    expect(after?.approvalFormData).toEqual({ expectedMonthlySpend: '3000' });
    expect(await t.app.storage.get('private', row?.approvalFormFile ?? '')).toBeNull();
  });

  it('checks the content, not the name: a PNG called .pdf is refused, a PDF called .bin accepted', async () => {
    const { token } = await signIn('awaiting_approval');
    const png = Buffer.from('\x89PNG\r\n\x1a\n0000000000', 'latin1');
    const res = await upload(token, [spend(), file(png, 'form.pdf', 'application/pdf')], 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'fileTypeUnsupported',
      message: 'نوع هذا الملف غير مدعوم',
      errors: { file: ['نوع هذا الملف غير مدعوم'] },
    });
    const renamed = await upload(token, [spend(), file(pdf, 'scan.bin', 'application/octet-stream')]);
    expect(renamed.statusCode).toBe(200);
  });

  it('refuses a PDF that does not open (a 60-byte stub, no pages), with a translated message', async () => {
    const { id, token } = await signIn('awaiting_approval');
    const stub = Buffer.from(`%PDF-1.4\n${'x'.repeat(51)}`, 'latin1');
    expect(stub).toHaveLength(60);
    const res = await upload(token, [spend(), file(stub)]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'pdfUnreadable',
      message: 'This PDF cannot be opened. Please upload a PDF with at least one page',
      errors: { file: ['This PDF cannot be opened. Please upload a PDF with at least one page'] },
    });
    const empty = await upload(token, [spend(), file(new PdfDocument('No pages').toBuffer())], 'ar');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toEqual([
      'تعذّر فتح ملف PDF هذا. يرجى رفع ملف PDF يحتوي على صفحة واحدة على الأقل',
    ]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.approvalFormFile).toBeNull();
  });

  it('needs a file (SPEC 5 "A file must be chosen")', async () => {
    const { token } = await signIn('awaiting_approval');
    const none = await upload(token, [spend()]);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({
      code: 'fileRequired',
      message: 'Please choose a file',
      errors: { file: ['Please choose a file'] },
    });
    // An empty file input sends an empty part.
    const empty = await upload(token, [spend(), file(Buffer.alloc(0), '')]);
    expect(empty.json().code).toBe('fileRequired');
  });

  it('takes exactly one file', async () => {
    const { token } = await signIn('awaiting_approval');
    const two = await upload(token, [spend(), file(), file()]);
    expect(two.statusCode).toBe(422);
    expect(two.json()).toEqual({
      code: 'tooManyFiles',
      message: 'Too many files',
      errors: { file: ['Too many files'] },
    });
    const many = await upload(token, [spend(), file(), file(), file(), file(), file(), file(), file()]);
    expect(many.statusCode).toBe(422);
    expect(many.json().code).toBe('tooManyFiles');
  });

  it('the numeric field takes digits only (SPEC 5)', async () => {
    const { token } = await signIn('awaiting_approval');
    const res = await upload(token, [spend('2,500'), file()], 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation',
      errors: { expectedMonthlySpend: ['يُسمح بالأرقام فقط'] },
    });
    const missing = await upload(token, [file()]);
    expect(missing.json().errors).toEqual({ expectedMonthlySpend: ['This field is required'] });
    const both = await upload(token, [spend('abc')]);
    expect(both.json()).toMatchObject({
      code: 'fileRequired',
      errors: { file: ['Please choose a file'], expectedMonthlySpend: ['Only digits are allowed'] },
    });
  });

  it('refuses a file over the size limit', async () => {
    const { token } = await signIn('awaiting_approval');
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await upload(token, [spend(), file(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payloadTooLarge');
  });

  it('only for verified, not yet approved customers', async () => {
    const unconfirmed = await signIn('unconfirmed');
    const early = await upload(unconfirmed.token, [spend(), file()]);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      code: 'accountNotConfirmed',
      message: 'Your Account is not Confirmed...',
    });
    const approved = await signIn('approved');
    const late = await upload(approved.token, [spend(), file()]);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('accountAlreadyApproved');
    const status = await t.api({ method: 'GET', url: '/api/user/approval-form', token: approved.token });
    expect(status.json().data.canSubmit).toBe(false);
  });

  it('a JSON body is 415; no token is 401', async () => {
    const { token } = await signIn('awaiting_approval');
    const json = await t.api({
      method: 'POST',
      url: '/api/user/approval-form',
      token,
      payload: { expectedMonthlySpend: '1' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('unsupportedMediaType');
    const anonymous = await t.api({
      method: 'POST',
      url: '/api/user/approval-form',
      ...multipartBody([spend(), file()]),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
