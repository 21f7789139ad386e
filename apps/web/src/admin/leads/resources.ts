import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { adminResource } from '../framework/admin-resource.ts';

export const leadsResource = adminResource({
  name: 'leads',
  screens: {
    leads: async () => (await import('./leads-pages.tsx')).LeadsListPage,
    lead: async () => (await import('./leads-pages.tsx')).LeadPage,
  },
  nav: { section: 'utils', page: 'leads', path: 'leads', icon: RequestQuoteOutlined },
});
