import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { useEffect, useId, useRef, useState } from 'react';
import { useLanguage } from '../../../i18n/language.ts';
import { useAccountT } from '../i18n.ts';

/*
 * The bot check of the registration form: Cloudflare Turnstile, shown only when the deployment
 * has a public key (SPEC 3). Its script is loaded on first use, never with the page, so a shop
 * without a key (and every offline test) never reaches Cloudflare.
 */

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface TurnstileOptions {
  sitekey: string;
  language?: string;
  theme?: 'auto' | 'light' | 'dark';
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

interface Turnstile {
  render: (element: HTMLElement, options: TurnstileOptions) => string;
  reset: (widgetId?: string) => void;
  remove: (widgetId: string) => void;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

let loading: Promise<Turnstile> | null = null;

/** Adds the Turnstile script once; resolves with its API. */
export function loadTurnstile(doc: Document = document): Promise<Turnstile> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('turnstile')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('turnstile'));
    };
    doc.head.appendChild(script);
  });
  return loading;
}

/**
 * Renders the widget for `siteKey` and reports its token (null when it expires or fails).
 * `resetSignal` changing asks for a fresh token (a token is good for one submission).
 */
export function BotCheck({
  siteKey,
  onToken,
  error,
  resetSignal,
  theme,
}: {
  siteKey: string;
  onToken: (token: string | null) => void;
  error?: string | undefined;
  resetSignal?: number;
  theme: 'light' | 'dark';
}) {
  const t = useAccountT();
  const lang = useLanguage();
  const ref = useRef<HTMLDivElement>(null);
  const widget = useRef<string | null>(null);
  const [failed, setFailed] = useState(false);
  const errorId = useId();
  const report = useRef(onToken);
  report.current = onToken;

  useEffect(() => {
    let cancelled = false;
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled || !ref.current) return;
        widget.current = turnstile.render(ref.current, {
          sitekey: siteKey,
          language: lang,
          theme,
          callback: (token) => report.current(token),
          'expired-callback': () => report.current(null),
          'error-callback': () => report.current(null),
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (widget.current) window.turnstile?.remove(widget.current);
      widget.current = null;
    };
  }, [siteKey, lang, theme]);

  useEffect(() => {
    if (resetSignal && widget.current) {
      window.turnstile?.reset(widget.current);
      report.current(null);
    }
  }, [resetSignal]);

  const message = failed ? t('register.botCheckUnavailable') : error;
  return (
    <Box role="group" aria-label={t('register.botCheck')} aria-describedby={message ? errorId : undefined}>
      <Box ref={ref} sx={{ minHeight: 65 }} />
      {message ? (
        <FormHelperText id={errorId} error>
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
