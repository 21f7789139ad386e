import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryItem, menuFixture } from '../../features/home/test-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import StoreNavMenus, { HOVER_CLICK_MS } from './store-nav-menus.tsx';

const MENUS = [
  menuFixture({
    id: 1,
    kind: 'grid',
    name: 'Workwear',
    placement: 'nav',
    itemType: 'categories',
    items: [categoryItem(21, 'Hi vis')],
  }),
  menuFixture({
    id: 2,
    kind: 'grid',
    name: 'Knitwear',
    placement: 'nav',
    itemType: 'categories',
    items: [categoryItem(22, 'Cardigans')],
  }),
];

function renderMenus() {
  renderWithProviders(
    <MemoryRouter>
      <StoreNavMenus menus={MENUS} />
    </MemoryRouter>,
  );
  return {
    workwear: screen.getByRole('button', { name: 'Workwear' }),
    knitwear: screen.getByRole('button', { name: 'Knitwear' }),
  };
}

/** Lets the hover delay and `ms` more pass. */
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('StoreNavMenus', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('a click toggles the panel, and the panel lists the menu items', () => {
    const { workwear } = renderMenus();
    fireEvent.click(workwear);
    expect(workwear).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Hi vis' })).toBeInTheDocument();
    fireEvent.click(workwear);
    expect(workwear).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click just after the hover opened the panel keeps it open (resting, then clicking, is one gesture)', () => {
    const { workwear } = renderMenus();
    fireEvent.mouseEnter(workwear);
    pass(200);
    expect(workwear).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(workwear);
    expect(workwear).toHaveAttribute('aria-expanded', 'true');
    // The next click is a choice of its own.
    fireEvent.click(workwear);
    expect(workwear).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click before the hover delay ends opens the panel once, and the pending hover does not undo it', () => {
    const { workwear } = renderMenus();
    fireEvent.mouseEnter(workwear);
    fireEvent.click(workwear);
    expect(workwear).toHaveAttribute('aria-expanded', 'true');
    pass(1000);
    expect(workwear).toHaveAttribute('aria-expanded', 'true');
  });

  it('a click long after the hover opened the panel closes it', () => {
    const { workwear } = renderMenus();
    fireEvent.mouseEnter(workwear);
    pass(200 + HOVER_CLICK_MS);
    fireEvent.click(workwear);
    expect(workwear).toHaveAttribute('aria-expanded', 'false');
  });

  it('hovering another button moves the open panel there; Escape closes it and returns the focus', () => {
    const { workwear, knitwear } = renderMenus();
    fireEvent.click(workwear);
    fireEvent.mouseEnter(knitwear);
    pass(200);
    expect(workwear).toHaveAttribute('aria-expanded', 'false');
    expect(knitwear).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Cardigans' })).toBeInTheDocument();
    fireEvent.keyDown(knitwear, { key: 'Escape' });
    expect(knitwear).toHaveAttribute('aria-expanded', 'false');
    expect(knitwear).toHaveFocus();
  });
});
