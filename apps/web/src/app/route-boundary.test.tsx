import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { renderWithProviders } from '../test/render.tsx';
import { lazyPage, RouteBoundary } from './route-boundary.tsx';

function Boom({ error }: { error: unknown }): never {
  throw error;
}

const LazyHello = lazyPage(async () => () => <p>Loaded lazily</p>);

function Table({ error }: { error: unknown }) {
  return useRoutes([
    {
      element: (
        <>
          <nav>
            <Link to="/fine">Fine page</Link>
          </nav>
          <RouteBoundary />
        </>
      ),
      children: [
        { path: '/boom', element: <Boom error={error} /> },
        { path: '/fine', element: <p>All is well</p> },
        { path: '/lazy', element: <LazyHello /> },
      ],
    },
  ]);
}

function renderAt(path: string, error: unknown = new Error('kaput')) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Table error={error} />
    </MemoryRouter>,
  );
}

describe('route boundary (SPEC 8: route errors render the shared error page)', () => {
  it('shows the error page in place of a failing page and clears it on the next navigation', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/boom');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    // The layout around the outlet survives the error.
    await userEvent.click(screen.getByRole('link', { name: 'Fine page' }));
    expect(await screen.findByText('All is well')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    error.mockClear();
  });

  it('an API 404 thrown by a page is the not-found page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/boom', new ApiError(404, 'not_found', 'No such product'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    error.mockClear();
  });

  it('a stale chunk after a deployment asks for a reload', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/boom', new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(await screen.findByText(/new version of the shop/i)).toBeInTheDocument();
    error.mockClear();
  });

  it('loads a lazy page', async () => {
    renderAt('/lazy');
    expect(await screen.findByText('Loaded lazily')).toBeInTheDocument();
  });
});
