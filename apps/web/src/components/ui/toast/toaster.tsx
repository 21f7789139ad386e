import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/language.ts';
import { toasts as appToasts, type ToastStore, toastPosition, useToasts } from './toast-store.ts';

// The toast's looks load with the first toast, not with every page.
const ToastItem = lazy(() => import('./toast-item.tsx'));

/**
 * The notices of SPEC 8–9: top-left in Arabic, top-right otherwise; at most 10; close on click or
 * when dragged 80 % of their width; no close button. They sit in a polite live region that is
 * always present (so screen readers announce them) and close by themselves within 3 s.
 */
export function Toaster({ store = appToasts }: { store?: ToastStore }) {
  const { t } = useTranslation();
  const items = useToasts(store);
  const position = toastPosition(useLanguage());
  const side = position === 'top-left' ? 'left' : 'right';
  return (
    <Box
      component="section"
      aria-label={t('toasts.region')}
      data-position={position}
      // Inline style: the RTL stylis plugin must not mirror the side SPEC 8 chose for each language.
      style={{ position: 'fixed', top: 16, [side]: 16, zIndex: 1500 }}
      sx={{ width: 'min(360px, calc(100vw - 32px))', pointerEvents: 'none' }}
    >
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, '& > *': { pointerEvents: 'auto' } }}
      >
        {items.length > 0 ? (
          <Suspense fallback={null}>
            {items.map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={store.dismiss} />
            ))}
          </Suspense>
        ) : null}
      </Box>
    </Box>
  );
}
