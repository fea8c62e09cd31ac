import { telHref } from '#src/lib/format.ts';
import { contactPhone, type ListingContact } from '#src/features/team/contact-card.ts';
import { fieldDomId } from '#src/lib/forms/fields.tsx';
import { HOME_VALUATION_PATH, SHOWING_SECTION_ID } from '#src/lib/paths.ts';
import { ENGLISH_LISTING_TEXT, type ListingText } from './listing-text.ts';

/** What the listing page's inquiry form names its fields by (InquiryForm's idPrefix). */
export const LISTING_INQUIRY_ID = 'listing-inquiry';

/**
 * "Request a showing" leads to the showing section when the listing offers showings, else (a home under
 * contract) to the inquiry form's first field: followed, that link focuses it.
 */
export const REQUEST_SHOWING_HREF = `#${SHOWING_SECTION_ID}`;
export const INQUIRY_HREF = `#${fieldDomId(LISTING_INQUIRY_ID, 'name')}`;

/**
 * The bar that stays at the foot of a phone's screen on a listing page: "Call" and "Request a showing",
 * or for a sold home "Call" and "What is my home worth?". Plain links (tel: and a fragment), so they work at
 * the first press without JavaScript. It is sticky at the end of the detail, so it rests below the detail's
 * last content rather than over it; global.css keeps the focused element above it and hides it while a form
 * field has focus (the on-screen keyboard is up then). Wide screens have the sidebar instead.
 */
export function ListingActionBar({
  contact,
  sold,
  showings,
  text = ENGLISH_LISTING_TEXT,
}: {
  contact: ListingContact;
  sold: boolean;
  /** The page has the showing section. */
  showings: boolean;
  text?: ListingText | undefined;
}) {
  const name = contact.kind === 'office' ? contact.name : contact.advisor.name;
  const phone = contactPhone(contact);
  return (
    <div
      className="sticky bottom-0 z-30 mt-10 border-t border-black/10 bg-white/95 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur sm:px-8 lg:hidden print:hidden"
      data-listing-action-bar
    >
      <div className="mx-auto flex max-w-xl gap-3">
        <a href={telHref(phone)} className="btn-outline px-5" data-call>
          {text.actionBar.call}
          <span className="sr-only">{` ${name}, ${phone}`}</span>
        </a>
        {sold ? (
          <a href={HOME_VALUATION_PATH} className="btn-primary flex-1 px-3">
            {text.actionBar.valuation}
          </a>
        ) : (
          <a href={showings ? REQUEST_SHOWING_HREF : INQUIRY_HREF} className="btn-primary flex-1 px-3">
            {text.actionBar.requestShowing}
          </a>
        )}
      </div>
    </div>
  );
}
