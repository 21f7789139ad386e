import type { ContactInput, LeadValues, ReviewInput } from '@shop/shared';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/front/contact`; the server refuses links and contact details (422 `contactDetailsRefused`). */
export function sendContact(input: ContactInput) {
  return api.post<null>('/api/front/contact', input);
}

/** `POST /api/front/leads`: the wholesale quote request of `/form-1` (ADR 0026). */
export function sendLead(input: LeadValues) {
  return api.post<null>('/api/front/leads', input);
}

/** `POST /api/front/reviews` with the customer token; 403 `reviewNotEligible` when refused (SPEC 6, 8). */
export function sendReview(input: ReviewInput) {
  return api.post<{ id: number; approved: boolean }>('/api/front/reviews', input, { auth: 'user' });
}
