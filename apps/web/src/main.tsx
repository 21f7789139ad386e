// First: zod must not probe for eval under the Content-Security-Policy.
import './lib/zod-without-eval.ts';
import '@fontsource/cairo/400.css';
import '@fontsource/cairo/600.css';
import '@fontsource/cairo/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { applyDocumentLanguage, loadLanguage } from './i18n/index.ts';
import { currentLanguage } from './i18n/language.ts';
import { checkVersion } from './lib/version-check.ts';

const lang = currentLanguage();
applyDocumentLanguage(lang);
void checkVersion();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The router (imported above) is already fetching the first page's code; the texts load beside it.
// Not a top-level await: one in the module graph turns off the bundler's chunk merging.
void loadLanguage(lang).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);
