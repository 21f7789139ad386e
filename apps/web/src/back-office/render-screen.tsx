import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '../test/render.tsx';

/** Where a screen under test navigated to: the path, shown by the catch-all route. */
function Elsewhere() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}

/**
 * Renders one back-office component under test at `path` (matched by `pattern`, e.g. `x/:id`),
 * with the app's providers but not its lazy route table: the test waits for this component, not
 * for the whole admin area to load in jsdom. Any other path shows `Elsewhere`, to assert where a
 * screen led.
 */
export function renderScreen(ui: ReactElement, { path = '/', pattern = '*' } = {}) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={ui} />
        {pattern === '*' ? null : <Route path="*" element={<Elsewhere />} />}
      </Routes>
    </MemoryRouter>,
  );
}
