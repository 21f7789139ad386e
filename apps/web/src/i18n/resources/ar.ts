// The server's catalogue (SPEC 8 texts) is read straight from packages/shared so that each
// language travels alone: the SPA downloads only the language it shows.
import errors from '../../../../../packages/shared/src/locales/ar/errors.json' with { type: 'json' };
import notices from '../../../../../packages/shared/src/locales/ar/notices.json' with { type: 'json' };
import validation from '../../../../../packages/shared/src/locales/ar/validation.json' with { type: 'json' };
import common from '../locales/ar/common.json' with { type: 'json' };
import inline from '../locales/ar/inline.json' with { type: 'json' };
import store from '../locales/ar/store.json' with { type: 'json' };
import type { LanguageResources } from './en.ts';

const resources: LanguageResources = { common, store, inline, errors, notices, validation };
export default resources;

/** MUI components' own texts in Arabic; English pages keep MUI's built-in English. */
export { muiArabic as muiLocale } from '../../features/theme/mui-locale-ar.ts';
