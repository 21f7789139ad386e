import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, route, sentBody } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

const REFUSED = 'Please do not include links, e-mail addresses or phone numbers in your message';

async function fill(message: string) {
  await userEvent.type(await screen.findByLabelText(/Your name/), 'Sara Ahmed');
  await userEvent.type(screen.getByLabelText(/E-mail address/), 'sara@example.test');
  await userEvent.type(screen.getByLabelText(/Subject/), 'Bulk hoodies');
  await userEvent.type(screen.getByLabelText(/^Message/), message);
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('/contact', () => {
  it('requires every field and a valid e-mail before calling the server', async () => {
    const fetchMock = mockFetch();
    renderApp('/contact');
    // The first render of the file loads the page's chunk: allow for a busy machine.
    await userEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByLabelText(/Your name/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/front/contact'))).toBe(false);
  });

  it("shows the server's refusal of a message with a link, above the form and under the message", async () => {
    mockFetch([
      route('POST', '/api/front/contact', {
        status: 422,
        body: { code: 'contactDetailsRefused', message: REFUSED, errors: { message: [REFUSED] } },
      }),
    ]);
    renderApp('/contact');
    await fill('Prices at http://spam.example');
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    const message = screen.getByLabelText(/^Message/);
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(REFUSED);
    expect(message).toHaveValue('Prices at http://spam.example');
  });

  it('sends a clean message, confirms it and empties the form; company details sit beside it', async () => {
    const fetchMock = mockFetch([
      route('POST', '/api/front/contact', {
        status: 201,
        body: { data: null, message: 'Thank you, your message has been sent' },
      }),
    ]);
    renderApp('/contact');
    const details = await screen.findByRole('complementary', { name: 'Our details' });
    expect(await within(details).findByRole('link', { name: '0113 496 0000' })).toHaveAttribute(
      'href',
      'tel:01134960000',
    );
    await fill('Can you supply 300 navy hoodies before March?');
    expect(
      await screen.findByText('Thank you, your message has been sent. We will reply by e-mail.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Thank you, your message has been sent')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/front/contact')).toEqual({
      name: 'Sara Ahmed',
      email: 'sara@example.test',
      subject: 'Bulk hoodies',
      message: 'Can you supply 300 navy hoodies before March?',
    });
    await waitFor(() => expect(screen.getByLabelText(/^Message/)).toHaveValue(''));
    await waitFor(() => expect(document.title).toBe('Contact us | Atlas Wholesale'));
  });
});
