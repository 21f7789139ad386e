import { adminResource } from '../framework/admin-resource.ts';

/**
 * The e-mail templates and the mail queue (SPEC 2 settings/email-settings, ADR 0058): a tab of the
 * settings screen, so no sidebar entry of its own.
 */
export const emailSettingsResource = adminResource({
  name: 'emailSettings',
  screens: {
    emailSettings: async () => (await import('./email-settings-pages.tsx')).EmailSettingsPage,
    emailSetting: async () => (await import('./email-settings-pages.tsx')).EmailSettingPage,
  },
});
