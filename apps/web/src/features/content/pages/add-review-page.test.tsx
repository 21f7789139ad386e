import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userToken } from '../../../lib/auth-tokens.ts';
import { mockFetch, route, sentBody } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

const TOKEN = 'u'.repeat(43);
const eligible = (value: boolean) =>
  route('GET', '/api/front/reviews/eligibility', { body: { data: { eligible: value } } });

describe('/review/add', () => {
  it('asks a visitor to sign in, with SPEC 8 wording', async () => {
    mockFetch();
    renderApp('/review/add');
    expect(await screen.findByText('Error Fetching Page. Make Sure You Are Logged In.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('form', { name: 'Review form' })).not.toBeInTheDocument();
  });

  it('shows the not-eligible message to a customer the server refuses', async () => {
    userToken.set(TOKEN);
    mockFetch([eligible(false)]);
    renderApp('/review/add');
    expect(await screen.findByText('You Are Not Elligible to View This Page.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Review form' })).not.toBeInTheDocument();
  });

  it('requires an overall rating of at least 1, a comment, a name and a valid e-mail', async () => {
    userToken.set(TOKEN);
    const fetchMock = mockFetch([eligible(true)]);
    renderApp('/review/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Please give an overall rating of at least 1')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).includes('/api/front/reviews') && init?.method === 'POST',
      ),
    ).toBe(false);
  });

  it('sends the ratings given, with the customer token, and thanks the customer', async () => {
    userToken.set(TOKEN);
    const fetchMock = mockFetch([
      eligible(true),
      route('POST', '/api/front/reviews', {
        status: 201,
        body: { data: { id: 4, approved: false }, message: 'Review submitted successfully' },
      }),
    ]);
    renderApp('/review/add');
    const overall = await screen.findByRole('radiogroup', { name: /Overall rating/ });
    // MUI's Rating reads the pointer position on mouse moves; jsdom has no layout, so click the radio.
    fireEvent.click(within(overall).getByLabelText('4 of 5 stars'));
    const delivery = screen.getByRole('radiogroup', { name: 'Delivery' });
    fireEvent.click(within(delivery).getByLabelText('5 of 5 stars'));
    await userEvent.type(screen.getByLabelText(/Your review/), 'Fast delivery, true sizes.');
    await userEvent.type(screen.getByLabelText(/Name shown/), 'Gareth Price');
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'gareth@price.test');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Thank you for your review')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/front/reviews')).toEqual({
      rating: 4,
      ratings: { delivery: 5 },
      comment: 'Fast delivery, true sizes.',
      name: 'Gareth Price',
      email: 'gareth@price.test',
    });
    const call = fetchMock.mock.calls.find(
      ([url, init]) => String(url).includes('/api/front/reviews') && init?.method === 'POST',
    );
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('turns into the not-eligible message when the server refuses the review', async () => {
    userToken.set(TOKEN);
    mockFetch([
      eligible(true),
      route('POST', '/api/front/reviews', {
        status: 403,
        body: { code: 'reviewNotEligible', message: 'You Are Not Elligible to View This Page.' },
      }),
    ]);
    renderApp('/review/add');
    const overall = await screen.findByRole('radiogroup', { name: /Overall rating/ });
    fireEvent.click(within(overall).getByLabelText('5 of 5 stars'));
    await userEvent.type(screen.getByLabelText(/Your review/), 'Great');
    await userEvent.type(screen.getByLabelText(/Name shown/), 'Tom');
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'tom@print.test');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(screen.getByText('You Are Not Elligible to View This Page.')).toBeInTheDocument(),
    );
  });
});
