import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Toaster } from '../components/ui/toast/toaster.tsx';
import { useThemeSettings } from '../features/site/front-settings.ts';
import { buildTheme } from '../features/theme/build-theme.ts';
import { useColorMode } from '../features/theme/color-mode.ts';
import { emotionCache } from '../features/theme/emotion-cache.ts';
import { i18n, muiLocaleOf } from '../i18n/index.ts';
import { directionOf, useLanguage } from '../i18n/language.ts';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * The MUI theme from the server's theme settings, the stored mode, the language's direction and
 * MUI's built-in texts in that language.
 */
function ThemeRoot({ children }: { children: ReactNode }) {
  const settings = useThemeSettings();
  const [mode] = useColorMode();
  const lang = useLanguage();
  const direction = directionOf(lang);
  // Re-rendered when a language's texts arrive (another tab may switch before they have).
  useTranslation();
  const locale = muiLocaleOf(lang);
  const theme = useMemo(
    () => buildTheme(settings, mode, direction, locale),
    [settings, mode, direction, locale],
  );
  return (
    <CacheProvider value={emotionCache(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
        <Toaster />
      </ThemeProvider>
    </CacheProvider>
  );
}

export function AppProvider({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: ReturnType<typeof createQueryClient>;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeRoot>{children}</ThemeRoot>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
