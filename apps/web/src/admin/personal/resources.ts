import { adminResource } from '../framework/admin-resource.ts';

export const personalResource = adminResource({
  name: 'personal',
  screens: {
    personal: async () => (await import('./personal-page.tsx')).PersonalPage,
  },
});
