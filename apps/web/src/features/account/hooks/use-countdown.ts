import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before something may be asked again (SPEC 4–5: the resend and reset cooldown is
 * shown in seconds). `start(seconds)` arms it, from the server's answer; it ticks once a second and
 * stops at zero.
 */
export function useCountdown(initialSeconds = 0) {
  const [until, setUntil] = useState<number | null>(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : null,
  );
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) {
        clearInterval(timer);
        setUntil(null);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(seconds > 0 ? current + Math.ceil(seconds) * 1000 : null);
  }, []);

  const seconds = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { seconds, running: seconds > 0, start };
}
