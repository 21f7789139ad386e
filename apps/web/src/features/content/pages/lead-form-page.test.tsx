import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, route, sentBody } from '../../../test/fetch-mock.ts';
import { fill } from '../../../test/fill.ts';
import { renderApp } from '../../../test/render.tsx';

async function fillRequired() {
  await fill(await screen.findByLabelText(/Company name/), 'Noor Boutique Ltd');
  await fill(screen.getByLabelText(/Your name/), 'Fatima Al-Rashid');
  await fill(screen.getByLabelText(/E-mail address/), 'fatima@noor.test');
  await fill(screen.getByLabelText(/Phone number/), '07700 900 123');
  await fill(screen.getByLabelText(/Town or city/), 'Leeds');
  await userEvent.click(screen.getByRole('combobox', { name: /Type of business/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Boutique or clothing shop' }));
  await userEvent.click(screen.getByRole('radio', { name: '100 to 500' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Womenswear' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Kidswear' }));
}

describe('/form-1 (wholesale quote request)', () => {
  it('names every missing field before calling the server', async () => {
    const fetchMock = mockFetch();
    renderApp('/form-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(8);
    expect(screen.getByLabelText(/Company name/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/front/leads'))).toBe(false);
  });

  it('puts the server refusal of the note under it', async () => {
    const refused = 'Please do not include links, e-mail addresses or phone numbers in your message';
    mockFetch([
      route('POST', '/api/front/leads', {
        status: 422,
        body: { code: 'contactDetailsRefused', message: refused, errors: { message: [refused] } },
      }),
    ]);
    renderApp('/form-1');
    await fillRequired();
    await fill(screen.getByLabelText(/Anything else/), 'See www.noor.co.uk');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(screen.getByLabelText(/Anything else/)).toHaveAccessibleDescription(refused);
  });

  it('sends the request and thanks the visitor', async () => {
    const fetchMock = mockFetch([
      route('POST', '/api/front/leads', {
        status: 201,
        body: { data: null, message: 'Thank you, your request has been sent.' },
      }),
    ]);
    renderApp('/form-1');
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Thank you, your request has been sent')).toBeInTheDocument();
    // The server's notice, as a toast.
    expect(await screen.findByText('Thank you, your request has been sent.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/front/leads')).toEqual({
      companyName: 'Noor Boutique Ltd',
      contactName: 'Fatima Al-Rashid',
      email: 'fatima@noor.test',
      phone: '07700900123',
      city: 'Leeds',
      businessType: 'boutique',
      monthlyVolume: '100-500',
      interests: ['womenswear', 'kidswear'],
      message: '',
    });
    await waitFor(() => expect(document.title).toBe('Wholesale quote request | Atlas Wholesale'));
  });
});
