/**
 * The pages of the lead forms without JavaScript: where each form posts, the pages it comes back to, and
 * the marked block of a form page that the inquiries function fills in. Zod-free, so the islands may import it.
 */
import { HOME_VALUATION_PATH, INQUIRIES_API_PATH } from '#src/lib/paths.ts';
import { pageRegion, replaceRegion } from '#src/lib/page-regions.ts';

export type LeadFormKind = 'inquiry' | 'valuation';

/** The query parameter that tells a form-encoded valuation request from an inquiry (both post to one endpoint). */
export const FORM_KIND_PARAM = 'form';

/** Where each form posts: the same endpoint as the islands' JSON. */
export const INQUIRY_FORM_ACTION = INQUIRIES_API_PATH;
export const VALUATION_FORM_ACTION = `${INQUIRIES_API_PATH}?${FORM_KIND_PARAM}=valuation`;

/** The pages that hold each form on its own: the templates of the function's answers (and the openers' target). */
export const FORM_PAGE: Readonly<Record<LeadFormKind, string>> = {
  inquiry: '/contact/message',
  valuation: HOME_VALUATION_PATH,
};

/** Where a form post that was stored is sent (303). */
export const THANK_YOU_PAGE: Readonly<Record<LeadFormKind, string>> = {
  inquiry: '/contact/thank-you',
  valuation: '/home-valuation/thank-you',
};

/** The valuation form with a town filled in (a market page's "What is my home worth?"), by its slug. */
export const valuationTownPath = (townSlug: string): string => `${HOME_VALUATION_PATH}/${townSlug}`;

/** The form block of a form page, which the inquiries function replaces. */
export const LEAD_FORM_REGION = pageRegion('lead-form');

/** The block of the valuation thank-you page the function fills with the comparables (empty as built). */
export const VALUATION_COMPARABLES_REGION = pageRegion('valuation-comparables');

/** The hidden field that carries the page a form was first sent from through the page of its messages. */
export const SOURCE_PAGE_FIELD = 'sourcePage';

/**
 * A form page with its marked block replaced, and with `error` its title starting "Error: " (so the
 * browser's tab and a screen reader's first words say the form was not sent); null without the markers.
 */
export function fillFormPage(page: string, block: string, error: boolean): string | null {
  const filled = replaceRegion(page, LEAD_FORM_REGION, block);
  return filled !== null && error ? filled.replace(/<title>/, '<title>Error: ') : filled;
}
