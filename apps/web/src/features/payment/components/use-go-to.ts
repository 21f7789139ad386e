import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Follows a `redirectUrl` of the payment API: our own pages (`/success/…`, `/payment/test/…`)
 * inside the app, a provider's hosted page (Stripe, Tap) by leaving it.
 */
export function useGoTo(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
      else window.location.assign(url);
    },
    [navigate],
  );
}
