/**
 * The inquiry form's words, as one object an island takes as a prop: English (the spec's) by default, and in
 * another language from the catalogue (./inquiry-form-words.ts, build and server only), so the browser gets
 * only its page's language. Pure.
 */
import { ENGLISH_CONSENT_TEXT, type ConsentText } from '#src/lib/forms/fields.tsx';
import { ENGLISH_NOTICE_TEXT, type Notice, type NoticeText } from '#src/lib/forms/notices.ts';
import { INTEREST_TYPES } from '#src/schemas/inquiry-fields.ts';
import { ENGLISH_REGION_LABELS, INQUIRY_SENT, type RegionLabels } from './leads.ts';

export interface InquiryFormText {
  fields: { name: string; email: string; phone: string; interestType: string; message: string };
  /** Each interest type's label, by the value the form sends (always the English type). */
  interestTypes: Readonly<Record<string, string>>;
  consent: ConsentText;
  honeypot: string;
  submit: string;
  submitting: string;
  sent: { title: string; text: string; again: string };
  sentNotice: Notice;
  notices: NoticeText;
  region: RegionLabels;
}

export const ENGLISH_INQUIRY_FORM_TEXT: InquiryFormText = {
  fields: { name: 'Full Name', email: 'Email', phone: 'Phone', interestType: "I'm Interested In", message: 'Message' },
  interestTypes: Object.fromEntries(INTEREST_TYPES.map((type) => [type, type])),
  consent: ENGLISH_CONSENT_TEXT,
  honeypot: 'Leave this field empty',
  submit: 'Send Message',
  submitting: 'Submitting...',
  sent: {
    title: 'Thank You!',
    text: 'Your message has been sent. One of our advisors will be in touch with you shortly.',
    again: 'Send Another Message',
  },
  sentNotice: INQUIRY_SENT,
  notices: ENGLISH_NOTICE_TEXT,
  region: ENGLISH_REGION_LABELS,
};
