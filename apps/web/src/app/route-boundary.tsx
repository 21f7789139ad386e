import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouterFallback } from '../components/ui/router-fallback.tsx';
import { ErrorPage } from '../features/site/error-page.tsx';

interface CatcherProps {
  /** A new value (the next page's path) clears a caught error without remounting the children. */
  resetKey: string;
  children: ReactNode;
}

interface CatcherState {
  error: unknown;
  caught: boolean;
  resetKey: string;
}

/** React's only way to catch a render error is a class component. */
class ErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { error: undefined, caught: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { error, caught: true };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): Partial<CatcherState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: undefined, caught: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console for whoever debugs a report; the visitor sees the shared error page.
    console.warn('Route error', error, info.componentStack);
  }

  override render() {
    return this.state.caught ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * What a data router's `errorElement` and lazy `route.lazy` gave us, for the declarative router
 * (ADR 0005): a failing page renders the shared error page in place of its outlet, a page whose
 * code is still loading shows the spinner, and the next navigation clears the error.
 */
export function RouteBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorCatcher resetKey={pathname}>
      <Suspense fallback={<RouterFallback />}>
        <Outlet />
      </Suspense>
    </ErrorCatcher>
  );
}

/**
 * A page component loaded on first use, in its own chunk: `load` answers the component, or the
 * module whose export `name` is the component.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P>;
export function lazyPage<M extends Record<K, ComponentType<never>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): M[K];
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P> | Record<string, ComponentType<P>>>,
  name?: string,
): ComponentType<P> {
  return lazy(async () => {
    const loaded = await load();
    // The overloads tie `name` to the shape `load` answers.
    const page = name === undefined ? loaded : (loaded as Record<string, ComponentType<P>>)[name];
    return { default: page as ComponentType<P> };
  });
}
