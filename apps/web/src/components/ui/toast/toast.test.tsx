import { TOAST_LIMIT, toastDuration } from '@shop/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { storedLanguage } from '../../../i18n/language.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notify, notifyError } from './notify.ts';
import { shouldDismissOnDrag } from './toast-item.tsx';
import { createToastStore, toastPosition, toasts, toastTiming } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

describe('toast rules (SPEC 8–9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toastTiming.scale = 1;
  });
  afterEach(() => vi.useRealTimers());

  it('sits top-left for Arabic and top-right otherwise', () => {
    expect(toastPosition('ar')).toBe('top-left');
    expect(toastPosition('en')).toBe('top-right');
  });

  it('keeps at most 10, dropping the oldest', () => {
    const store = createToastStore();
    for (let i = 1; i <= 12; i++) store.show('info', `message ${i}`);
    const shown = store.getSnapshot();
    expect(shown).toHaveLength(TOAST_LIMIT);
    expect(shown[0]?.message).toBe('message 3');
    expect(shown.at(-1)?.message).toBe('message 12');
  });

  it('closes after 50 ms per character, at most 3000 ms', () => {
    const store = createToastStore();
    store.show('success', 'Saved'); // 5 characters → 250 ms
    store.show('info', 'x'.repeat(200)); // capped at 3000 ms
    expect(store.getSnapshot().map((t) => t.duration)).toEqual([250, 3000]);
    expect(toastDuration('Saved')).toBe(250);
    vi.advanceTimersByTime(249);
    expect(store.getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(2750);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('uses type + message as the id, so a duplicate collapses into one toast', () => {
    const store = createToastStore();
    store.show('error', 'Boom');
    store.show('error', 'Boom');
    store.show('warning', 'Boom');
    expect(store.getSnapshot().map((t) => t.id)).toEqual(['errorBoom', 'warningBoom']);
  });

  it("an error toast reads the translated 'error occurred' prefix and the server's message", () => {
    notifyError(new ApiError(409, 'conflict', 'This record conflicts with an existing one'));
    expect(toasts.getSnapshot()).toEqual([
      expect.objectContaining({
        type: 'error',
        message: 'An error occurred: This record conflicts with an existing one',
      }),
    ]);
  });

  it('input errors (422) show as warnings; mode ignore shows nothing', async () => {
    notifyError(new ApiError(422, 'validation', 'Incorrect entry'));
    expect(toasts.getSnapshot()[0]?.type).toBe('warning');
    toasts.clear();
    notifyError(new ApiError(500, 'server', 'Server'), { mode: 'ignore' });
    expect(toasts.getSnapshot()).toHaveLength(0);
    await i18n.changeLanguage('ar');
    notifyError(new Error('فشل'));
    expect(toasts.getSnapshot()[0]?.message).toBe('حدث خطأ: فشل');
  });

  it('dismisses when dragged at least 80 % of its width', () => {
    expect(shouldDismissOnDrag(79, 100)).toBe(false);
    expect(shouldDismissOnDrag(80, 100)).toBe(true);
    expect(shouldDismissOnDrag(-90, 100)).toBe(true);
    expect(shouldDismissOnDrag(50, 0)).toBe(false);
  });
});

describe('<Toaster />', () => {
  it('renders toasts in a polite live region, closes one on click, mirrors its side in Arabic', async () => {
    render(<Toaster />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute(
      'data-position',
      'top-right',
    );

    act(() => {
      notify.success('Logged in successfully');
    });
    const toast = await screen.findByText('Logged in successfully');
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 10, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 10, pointerId: 1 });
    expect(screen.queryByText('Logged in successfully')).not.toBeInTheDocument();

    act(() => storedLanguage.set('ar'));
    expect(await screen.findByRole('region', { name: 'الإشعارات' })).toHaveAttribute(
      'data-position',
      'top-left',
    );
  });
});
