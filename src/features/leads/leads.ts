/**
 * Pure texts of the lead forms: their notices and the spec's notification constants. The valuation request
 * as an inquiry is in valuation-request.ts, so that the inquiry form does not load it.
 */
import type { Notice } from '#src/lib/forms/notices.ts';

/** The spec's notification constants (also @radix-ui/react-toast's defaults). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

/** The notification region's labels in the page's language. */
export interface RegionLabels {
  /** Radix adds " ({hotkey})". */
  notifications: string;
  notification: string;
  close: string;
}

export const ENGLISH_REGION_LABELS: RegionLabels = {
  notifications: 'Notifications',
  notification: 'Notification',
  close: 'Close notification',
};

export const RESPONSE_PROMISE_HOURS = 24;

export const INQUIRY_SENT: Notice = {
  title: 'Message Sent',
  description: "We'll be in touch with you shortly.",
  variant: 'default',
};

export const VALUATION_SENT: Notice = {
  title: 'Home Valuation Request Sent',
  description: `Thank you! Our team will contact you within ${RESPONSE_PROMISE_HOURS} hours with your complimentary market analysis.`,
  variant: 'default',
};

/** The consultation message in English, "{advisor}" where the name goes (contact_consultation_message). */
export const CONSULTATION_TEMPLATE = 'I would like to schedule a consultation with {advisor}.';

/**
 * The message a "Schedule Consultation" link from an advisor profile starts the contact form with: the
 * template in the page's language (the page gives it), the advisor's name in it.
 */
export function consultationMessage(advisorName: string, template: string = CONSULTATION_TEMPLATE): string {
  return template.replaceAll('{advisor}', () => advisorName);
}
