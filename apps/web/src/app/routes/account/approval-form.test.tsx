import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customerFixture, unconfirmedCustomerFixture } from '../../../features/account/test-fixtures.ts';
import { userToken } from '../../../lib/auth-tokens.ts';
import { mockFetch, route } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

const awaiting = customerFixture({
  state: 'awaiting_approval',
  approvedAt: null,
  approvalFormSubmitted: false,
  approvalFormSubmittedAt: null,
  canOrder: false,
});
const status = (overrides = {}) => ({
  formUrl: '/uploads/settings/approval-form.pdf',
  submitted: false,
  submittedAt: null,
  data: null,
  canSubmit: true,
  ...overrides,
});

/** XMLHttpRequest as the upload uses it: progress, then the server's answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static answer: { status: number; body: unknown } = { status: 200, body: {} };
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  /** The test lets the upload progress, then finish. */
  finish() {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
    this.status = FakeXhr.answer.status;
    this.responseText = JSON.stringify(FakeXhr.answer.body);
    this.onload?.();
  }
}

const pdf = (name = 'signed-form.pdf') => new File(['%PDF-1.4\n%%EOF'], name, { type: 'application/pdf' });

async function openPage() {
  renderApp('/dashboard/approval-form');
  return screen.findByRole('form', { name: 'Approval form upload' });
}

/** A customer awaiting approval who has sent no form yet. */
function mockAwaitingApproval() {
  mockFetch([
    route('GET', '/api/user/profile', { body: { data: awaiting } }),
    route('GET', '/api/user/approval-form', { body: { data: status() } }),
  ]);
}

describe('/dashboard/approval-form', () => {
  beforeEach(() => {
    userToken.set('u'.repeat(43));
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('says what is missing: the numeric field, digits only, and the file', async () => {
    mockAwaitingApproval();
    const form = await openPage();
    expect(within(form).getByText('One PDF file, at most 10 MB')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send the approval form' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(within(form).getByText('Please choose a file')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Expected monthly spend \(GBP\)/), '12,000');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the approval form' }));
    expect(await within(form).findByText('Only digits are allowed')).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
  });

  it('refuses a file that is not a PDF, and more than one file', async () => {
    mockAwaitingApproval();
    const form = await openPage();
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    expect(await within(form).findByText('This file type is not supported')).toBeInTheDocument();
    const zone = within(form).getByTestId('approval-dropzone');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('a.pdf'), pdf('b.pdf')] } });
    expect(await within(form).findByText('Too many files')).toBeInTheDocument();
  });

  it('uploads the form with its field, shows progress, then the notice', async () => {
    mockAwaitingApproval();
    FakeXhr.answer = {
      status: 200,
      body: {
        data: status({
          submitted: true,
          submittedAt: '2026-11-20T10:00:00.000Z',
          data: { expectedMonthlySpend: '12000' },
        }),
        message: 'Your approval form has been sent, we will review it shortly',
      },
    };
    const form = await openPage();
    expect(screen.getByRole('link', { name: /Download the approval form/ })).toHaveAttribute(
      'href',
      '/uploads/settings/approval-form.pdf',
    );
    await userEvent.type(within(form).getByLabelText(/^Expected monthly spend/), '12000');
    await userEvent.upload(form.querySelector('input[type="file"]') as HTMLInputElement, pdf());
    expect(within(form).getByText('signed-form.pdf')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send the approval form' }));
    const xhr = FakeXhr.last as FakeXhr | null;
    if (!xhr) throw new Error('nothing was uploaded');
    expect(within(form).getByRole('progressbar', { name: 'Uploading…' })).toBeInTheDocument();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/user/approval-form');
    expect(xhr.headers.authorization).toBe(`Bearer ${'u'.repeat(43)}`);
    const sent = xhr.body as FormData;
    expect(sent.get('expectedMonthlySpend')).toBe('12000');
    expect((sent.get('file') as File).name).toBe('signed-form.pdf');
    act(() => xhr.finish());
    expect(
      await screen.findByText('Your approval form has been sent, we will review it shortly'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Approval form received on/)).toBeInTheDocument();
  });

  it("puts the server's file error under the file", async () => {
    mockAwaitingApproval();
    FakeXhr.answer = {
      status: 422,
      body: {
        code: 'fileTypeUnsupported',
        message: 'This file type is not supported',
        errors: { file: ['This file type is not supported'] },
      },
    };
    const form = await openPage();
    await userEvent.type(within(form).getByLabelText(/^Expected monthly spend/), '5000');
    await userEvent.upload(form.querySelector('input[type="file"]') as HTMLInputElement, pdf('fake.pdf'));
    await userEvent.click(within(form).getByRole('button', { name: 'Send the approval form' }));
    act(() => FakeXhr.last?.finish());
    expect(await within(form).findByText('This file type is not supported')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Choose another file' })).toHaveAccessibleDescription(
      /This file type is not supported/,
    );
  });

  it('asking for the confirmation mail again reloads the account: verified elsewhere, the next step shows', async () => {
    let resent = false;
    const unconfirmed = unconfirmedCustomerFixture();
    mockFetch([
      (url, init) => {
        if (url.pathname === '/api/auth/user/verify/resend' && init.method === 'POST') {
          resent = true;
          // The same answer as for any address: it never says "already verified".
          return { body: { data: { retryAfterSeconds: 60 }, message: 'If this e-mail address…' } };
        }
        return undefined;
      },
      (url) =>
        url.pathname === '/api/user/profile'
          ? { body: { data: resent ? awaiting : unconfirmed } }
          : undefined,
      route('GET', '/api/user/approval-form', { body: { data: status() } }),
    ]);
    renderApp('/dashboard/approval-form');
    await userEvent.click(await screen.findByRole('button', { name: 'Send the confirmation e-mail again' }));
    expect(await screen.findByRole('form', { name: 'Approval form upload' })).toBeInTheDocument();
  });

  it('an approved customer is told so', async () => {
    mockFetch([route('GET', '/api/user/profile', { body: { data: customerFixture() } })]);
    renderApp('/dashboard/approval-form');
    expect(await screen.findByText('Your account is approved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/products');
  });
});
