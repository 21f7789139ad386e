import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { AppRoutes } from '../app/router.tsx';
import { i18n } from '../i18n/index.ts';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/** What a test reads of the router: where the app is, and a way to go elsewhere. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate: (to: string) => Promise<void>;
}

function RouterProbe({ into }: { into: { location?: Location; navigate?: NavigateFunction } }) {
  into.location = useLocation();
  into.navigate = useNavigate();
  return null;
}

/** The whole app (providers + the real route table) at `path`, in memory. */
export function renderApp(path: string, options: { state?: unknown } = {}) {
  const queryClient = testQueryClient();
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  const view = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter
        initialEntries={[options.state === undefined ? path : { pathname: path, state: options.state }]}
      >
        <RouterProbe into={probe} />
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  const router: TestRouter = {
    get state() {
      if (!probe.location) throw new Error('the router has not rendered yet');
      return { location: probe.location };
    },
    navigate: async (to) => {
      if (!probe.navigate) throw new Error('the router has not rendered yet');
      await act(async () => {
        await probe.navigate?.(to);
      });
    },
  };
  return { ...view, router, queryClient };
}

/** Providers only, for components that need no router. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = testQueryClient();
  return { ...render(<AppProvider queryClient={queryClient}>{ui}</AppProvider>), queryClient };
}

/** Switches the stored site language and i18next together, as the app's language switch does. */
export async function switchLanguage(lang: 'ar' | 'en'): Promise<void> {
  localStorage.setItem('language', lang);
  await i18n.changeLanguage(lang);
}
