import { leadList, leadListQuery, leadRecord } from '@shop/shared';
import { deleteLead, getLead, listLeads, setLeadHandled } from '../../modules/leads/leads.service.ts';
import { inboxRoutes } from './inbox-routes.ts';

/** Wholesale leads of `/form-1` (ADR 0026): list, read, mark handled (or not), delete. */
export const adminLeadsRoutes = inboxRoutes({
  path: '/leads',
  summary: {
    list: 'Wholesale leads, newest first, with search, handled and business-type filters',
    read: 'One wholesale lead',
    handled: 'Marks a lead handled (`{ handled: true }`, the default) or not handled',
    remove: 'Deletes a wholesale lead',
  },
  schema: { query: leadListQuery, item: leadRecord, list: leadList },
  service: { list: listLeads, read: getLead, setHandled: setLeadHandled, remove: deleteLead },
  notices: { handled: 'leadHandled', unhandled: 'leadUnhandled' },
});
