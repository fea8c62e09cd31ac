/**
 * The private showing form's words, as one object the island takes as a prop (templates it fills in): English
 * (the spec's) by default, and in another language from the catalogue (showing-words.ts, build and server
 * only), so the browser gets only its page's language. Pure.
 */
import { ENGLISH_CONSENT_TEXT, type ConsentText } from '#src/lib/forms/fields.tsx';
import { ENGLISH_NOTICE_TEXT, type Notice, type NoticeText } from '#src/lib/forms/notices.ts';
import { ENGLISH_REGION_LABELS, type RegionLabels } from '#src/features/leads/leads.ts';
import {
  ADVISOR_WILL_CONFIRM,
  SHOWING_MODE_LABELS,
  SHOWING_REQUESTED_TITLE,
  SHOWING_SUBMIT_LABEL,
  type ShowingMode,
} from '#src/schemas/showing-fields.ts';
import { ENGLISH_SLOT_WORDS, type SlotWords } from './slots.ts';

export interface ShowingFormText {
  slots: SlotWords;
  chooseDay: string;
  /** "Times on {day}". */
  timesOn: string;
  how: string;
  modes: Readonly<Record<ShowingMode, string>>;
  fields: { name: string; email: string; phone: string; note: string };
  consent: ConsentText;
  honeypot: string;
  submit: string;
  submitting: string;
  /** The panel once sent: "{when}" in its text. */
  requested: { title: string; text: string; again: string };
  sentNotice: Notice;
  /** "{phone}" is the office's number, a link. */
  noTimes: string;
  notices: NoticeText;
  region: RegionLabels;
  /** Over the messages of a form sent without JavaScript. */
  problems: { checkField: string; checkFields: string };
}

export const ENGLISH_SHOWING_FORM_TEXT: ShowingFormText = {
  slots: ENGLISH_SLOT_WORDS,
  chooseDay: 'Choose a day and a time',
  timesOn: 'Times on {day}',
  how: 'How would you like to see it?',
  modes: SHOWING_MODE_LABELS,
  fields: { name: 'Full Name', email: 'Email', phone: 'Phone', note: 'Note (optional)' },
  consent: ENGLISH_CONSENT_TEXT,
  honeypot: 'Leave this field empty',
  submit: SHOWING_SUBMIT_LABEL,
  submitting: 'Submitting...',
  requested: {
    title: SHOWING_REQUESTED_TITLE,
    text: `We received your request for {when}. ${ADVISOR_WILL_CONFIRM}`,
    again: 'Request Another Time',
  },
  sentNotice: { title: SHOWING_REQUESTED_TITLE, description: ADVISOR_WILL_CONFIRM, variant: 'default' },
  noTimes: 'No showing times are open in the next two weeks. Please call us at {phone}.',
  notices: ENGLISH_NOTICE_TEXT,
  region: ENGLISH_REGION_LABELS,
  problems: {
    checkField: 'Your request was not sent: please check this field',
    checkFields: 'Your request was not sent: please check these fields',
  },
};
