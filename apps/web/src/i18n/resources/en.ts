import type { Localization } from '@mui/material/locale';
// The server's catalogue (SPEC 8 texts) is read straight from packages/shared so that each
// language travels alone: the SPA downloads only the language it shows.
import errors from '../../../../../packages/shared/src/locales/en/errors.json' with { type: 'json' };
import notices from '../../../../../packages/shared/src/locales/en/notices.json' with { type: 'json' };
import validation from '../../../../../packages/shared/src/locales/en/validation.json' with { type: 'json' };
import common from '../locales/en/common.json' with { type: 'json' };
import inline from '../locales/en/inline.json' with { type: 'json' };
import store from '../locales/en/store.json' with { type: 'json' };

const resources = { common, store, inline, errors, notices, validation };
export type LanguageResources = typeof resources;
export default resources;

/**
 * MUI components' own texts: English is what MUI has built in (its `enUS` locale is those same
 * texts), so there is nothing to add.
 */
export const muiLocale: Localization | undefined = undefined;
