import type { BlogRecord, ContactRecord, ReviewRecord } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from '../../back-office/test-helpers.ts';
import { noDialog, pressInDialog } from '../../test/dialogs.ts';
import { callsTo, route } from '../../test/fetch-mock.ts';
import { adminScreenTests, openAdmin } from '../test-helpers.ts';

const notices = adminScreenTests(
  () => import('./reviews-page.tsx'),
  () => import('./contact-messages-pages.tsx'),
  () => import('./blogs-pages.tsx'),
);

const review = (overrides: Partial<ReviewRecord> = {}): ReviewRecord => ({
  id: 21,
  rating: 4,
  ratings: { quality: 5, delivery: 3 },
  comment: 'Good quality hoodies, delivery took a day longer than promised.',
  approved: false,
  reviewerName: 'Amira Haddad',
  reviewerEmail: 'amira@haddad-trading.test',
  userId: 1,
  productId: null,
  createdAt: '2026-11-21T09:00:00Z',
  ...overrides,
});

const message = (overrides: Partial<ContactRecord> = {}): ContactRecord => ({
  id: 31,
  name: 'Daniel Okafor',
  email: 'daniel@okafor.test',
  subject: 'Pallet delivery',
  message: 'Can you deliver 40 boxes on one pallet next Tuesday?',
  language: 'en',
  handled: false,
  handledAt: null,
  createdAt: '2026-11-22T08:30:00Z',
  ...overrides,
});

const blog = (overrides: Partial<BlogRecord> = {}): BlogRecord => ({
  id: 41,
  slug: 'autumn-restock',
  title: { en: 'Autumn restock', ar: 'تجديد مخزون الخريف' },
  excerpt: null,
  body: { en: '<p>New knitwear.</p>', ar: '<p>تريكو جديد.</p>' },
  author: 'Sarah Whitfield',
  image: null,
  published: true,
  publishedAt: '2026-11-20T10:00:00Z',
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

describe('reviews, contact messages and blog screens', () => {
  it('reviews: the waiting filter is in the URL; approving shows the whole review first and announces the result', async () => {
    let approved = false;
    const { fetchMock } = openAdmin('/admin-panel/secure/settings/reviews?approved=false', [
      route('GET', '/api/admin/reviews', () => page([review({ approved })])),
      route('POST', '/api/admin/reviews/21/approve', () => {
        approved = true;
        return { body: { data: review({ approved: true }), message: 'The review has been approved' } };
      }),
    ]);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Awaiting approval')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/reviews').at(-1)?.[0].searchParams.get('approved')).toBe('false');

    await userEvent.click(within(table).getByRole('button', { name: 'Approve the review by Amira Haddad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this review?' });
    expect(dialog).toHaveTextContent('delivery took a day longer');
    expect(dialog).toHaveTextContent('Quality: 5/5 · Delivery: 3/5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(notices.success).toHaveBeenCalledWith('The review has been approved'));
    expect(callsTo(fetchMock, '/api/admin/reviews/21/approve', 'POST')).toHaveLength(1);
    expect(await within(table).findByText('Approved')).toBeInTheDocument();
  });

  it('reviews: a failed delete is reported and the review stays', async () => {
    openAdmin('/admin-panel/secure/settings/reviews', [
      route('GET', '/api/admin/reviews', page([review()])),
      route('DELETE', '/api/admin/reviews/21', {
        status: 500,
        body: { code: 'server', message: 'Something went wrong on our side' },
      }),
    ]);
    const table = await screen.findByRole('table');
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Delete the review by Amira Haddad' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this review?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notices.error).toHaveBeenCalled());
    expect(within(table).getByText('Amira Haddad')).toBeInTheDocument();
  });

  it('contact messages: open one from the list, read it, mark it handled', async () => {
    let handled = false;
    const { fetchMock } = openAdmin('/admin-panel/secure/contact-messages?handled=false', [
      route('GET', '/api/admin/contact-messages', () => page([message({ handled })])),
      route('GET', '/api/admin/contact-messages/31', () => ({ body: { data: message({ handled }) } })),
      route('PUT', '/api/admin/contact-messages/31/handled', () => {
        handled = true;
        return {
          body: {
            data: message({ handled: true, handledAt: '2026-11-22T10:00:00Z' }),
            message: 'The message is marked handled',
          },
        };
      }),
    ]);
    const table = await screen.findByRole('table');
    expect(callsTo(fetchMock, '/api/admin/contact-messages').at(-1)?.[0].searchParams.get('handled')).toBe(
      'false',
    );
    await userEvent.click(await within(table).findByRole('link', { name: 'Pallet delivery' }));
    expect(await screen.findByRole('heading', { name: 'Pallet delivery', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Can you deliver 40 boxes on one pallet next Tuesday?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'daniel@okafor.test' })).toHaveAttribute(
      'href',
      'mailto:daniel@okafor.test',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    await pressInDialog('Mark this message handled?', 'Mark handled');
    await waitFor(() => expect(notices.success).toHaveBeenCalledWith('The message is marked handled'));
    const [, init] = callsTo(fetchMock, '/api/admin/contact-messages/31/handled', 'PUT')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ handled: true });
    await noDialog();
    expect(await screen.findByRole('button', { name: 'Mark as not handled' })).toBeInTheDocument();
  });

  it('blog: a new post needs an author; the saved post opens with its storefront link', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/blogs/add', [
      route('POST', '/api/admin/blogs', {
        status: 201,
        body: { data: blog(), message: 'Added successfully' },
      }),
      route('GET', '/api/admin/blogs/41', { body: { data: blog() } }),
    ]);
    const form = await screen.findByRole('form', { name: 'Add a post' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title (English)' }), 'Autumn restock');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title (Arabic)' }), 'تجديد مخزون الخريف');
    await userEvent.click(within(form).getByRole('button', { name: 'Add post' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Author/ }), 'Sarah Whitfield');
    await userEvent.click(within(form).getByRole('switch', { name: 'Published' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add this post?' });
    expect(dialog).toHaveTextContent('kept as a draft');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add post' }));
    await waitFor(() => expect(notices.success).toHaveBeenCalledWith('Added successfully'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure/blogs/41'));
    const [, init] = callsTo(fetchMock, '/api/admin/blogs', 'POST')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      title: { en: 'Autumn restock', ar: 'تجديد مخزون الخريف' },
      author: 'Sarah Whitfield',
      published: false,
    });
    expect(await screen.findByRole('link', { name: '/blogs/autumn-restock' })).toHaveAttribute(
      'href',
      '/blogs/autumn-restock',
    );
  });
});
