import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminToken } from '../../lib/auth-tokens.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, mockFetch, route } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ADMIN_TOKEN, page } from '../test-helpers.ts';
import { ImagePickerField } from './image-picker-field.tsx';
import { galleryImage } from './test-fixtures.ts';

function Harness({ initial = null, error }: { initial?: string | null; error?: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <ImagePickerField label="Logo" name="image" value={value} onChange={setValue} error={error} required />
      <output aria-label="value">{value ?? 'none'}</output>
    </>
  );
}

beforeEach(() => adminToken.set(ADMIN_TOKEN));

describe('ImagePickerField', () => {
  it('pages through the gallery, picks an image and clears it again', async () => {
    const fetchMock = mockFetch([
      route('GET', '/api/admin/gallery', (url) =>
        url.searchParams.get('page') === '2'
          ? page(
              [galleryImage({ id: 2, name: 'red-polo.png', url: '/uploads/images/gallery/red-polo.webp' })],
              {
                total: 25,
                page: 2,
                perPage: 24,
              },
            )
          : page([galleryImage()], { total: 25, perPage: 24 }),
      ),
    ]);
    renderWithProviders(<Harness />);
    const group = screen.getByRole('group', { name: /Logo/ });
    expect(within(group).getByText('No image chosen')).toBeInTheDocument();

    await userEvent.click(within(group).getByRole('button', { name: 'Choose from the gallery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image: Logo' });
    expect(await within(dialog).findByRole('button', { name: 'navy-hoodie.jpg' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Use this image' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to page 2' }));
    const polo = await within(dialog).findByRole('button', { name: 'red-polo.png' });
    expect(callsTo(fetchMock, '/api/admin/gallery').at(-1)?.[0].searchParams.get('page')).toBe('2');
    await userEvent.click(polo);
    expect(polo).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this image' }));

    await noDialog();
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent(
      '/uploads/images/gallery/red-polo.webp',
    );
    expect(within(group).getByRole('img', { name: 'Logo: the chosen image' })).toHaveAttribute(
      'src',
      '/uploads/images/gallery/red-polo.webp',
    );

    await userEvent.click(within(group).getByRole('button', { name: 'Remove the image' }));
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent('none');
    expect(within(group).getByRole('button', { name: 'Choose from the gallery' })).toHaveFocus();
  });

  it('uploads a new image in the dialog (selected at once) and shows the server refusal of a bad file', async () => {
    let refuse = true;
    const uploaded = galleryImage({ id: 9, name: 'logo.svg', url: '/uploads/images/gallery/logo.svg' });
    const fetchMock = mockFetch([
      route('GET', '/api/admin/gallery', () => page(refuse ? [] : [uploaded])),
      route('POST', '/api/admin/gallery', () =>
        refuse
          ? {
              status: 422,
              body: {
                code: 'fileTypeUnsupported',
                message: 'This file type is not supported',
                errors: { files: ['This file type is not supported'] },
              },
            }
          : { status: 201, body: { data: [uploaded], message: 'Image uploaded successfully' } },
      ),
    ]);
    renderWithProviders(<Harness error="validation.imageUrl" />);
    expect(screen.getByText('Choose an image from the gallery')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Choose from the gallery/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('The gallery has no images yet. Upload the first one.'),
    ).toBeInTheDocument();

    const input = within(dialog).getByLabelText('Upload images');
    await userEvent.upload(input, new File(['%PDF'], 'price-list.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This file type is not supported');

    refuse = false;
    await userEvent.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    const tile = await within(dialog).findByRole('button', { name: 'logo.svg' });
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    const body = callsTo(fetchMock, '/api/admin/gallery', 'POST').at(-1)?.[1].body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).getAll('files')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this image' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent(
        '/uploads/images/gallery/logo.svg',
      ),
    );
  });
  it('shows an upload selected even when the list it fetches has not caught up with it yet', async () => {
    const uploaded = galleryImage({ id: 9, name: 'logo.svg', url: '/uploads/images/gallery/logo.svg' });
    // The list answers as it stood before the upload, as one fetched while the upload ran does.
    mockFetch([
      route('GET', '/api/admin/gallery', () => page([])),
      route('POST', '/api/admin/gallery', () => ({
        status: 201,
        body: { data: [uploaded], message: 'Image uploaded successfully' },
      })),
    ]);
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /Choose from the gallery/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(
      within(dialog).getByLabelText('Upload images'),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
    );
    expect(await within(dialog).findByRole('button', { name: 'logo.svg' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
