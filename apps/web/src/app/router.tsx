import { BrowserRouter, useRoutes } from 'react-router';
import { appRoutes } from './routes.tsx';

/** The route table rendered from the current URL (declarative mode: see ADR 0005). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
