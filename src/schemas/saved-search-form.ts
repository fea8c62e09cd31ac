import './zod-config.ts';
// zod/mini: the "Save this search" dialog downloads this schema when first used (see inquiry.ts).
import { z } from 'zod/mini';
import { consentGiven, emailAddress } from './inquiry.ts';
import { INQUIRY_MESSAGES } from './inquiry-fields.ts';
import { ALERT_FREQUENCIES, SAVED_SEARCH_MESSAGES } from './saved-search-fields.ts';

/** The dialog's fields, with the messages the API's saveSearchPayloadSchema gives (saved-search.ts). */
export const saveSearchFormSchema = z.object({
  email: emailAddress(INQUIRY_MESSAGES.email),
  frequency: z.enum(ALERT_FREQUENCIES, { error: SAVED_SEARCH_MESSAGES.frequency }),
  consent: consentGiven(SAVED_SEARCH_MESSAGES.consent),
});
export type SaveSearchFormInput = z.input<typeof saveSearchFormSchema>;
export type SaveSearchFormValues = z.output<typeof saveSearchFormSchema>;
