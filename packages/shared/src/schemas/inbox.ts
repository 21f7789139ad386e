import { z } from 'zod';
import { languageCodes } from '../environments.ts';

/*
 * What the storefront sends the back office to read and mark handled: contact messages and
 * wholesale leads share their state and the handled switch.
 */

/** The language it was sent in, whether (and since when) it is handled, and when it came. */
export const inboxState = {
  language: z.enum(languageCodes),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
};

/** `PUT …/:id/handled`: handled (the default) or back to not handled. */
export const handledInput = z.object({ handled: z.boolean().default(true) });
