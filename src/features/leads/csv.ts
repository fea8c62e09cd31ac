/** CSV for staff: the inquiries export. Pure; the script in scripts/ does the I/O. */
import { stringify } from 'csv-stringify/sync';
import { DELIVERY_CHANNELS, type ChannelState, type Outbox } from '#src/schemas/delivery.ts';
import type { StoredLead } from '#src/schemas/showing-request.ts';

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a cell that a spreadsheet would run as a formula with an apostrophe, so it shows as text. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * One row per lead of the store "inquiries": an inquiry, or a showing request (type "showing", its note as
 * the message, and its slot in the last columns).
 */
export const INQUIRY_COLUMNS = [
  'id',
  'receivedAt',
  'name',
  'email',
  'phone',
  'interestType',
  'message',
  'page',
  'type',
  'listingId',
  'showingStart',
  'showingEnd',
  'showingMode',
] as const;
type Column = (typeof INQUIRY_COLUMNS)[number];

/** A lead's cells by column. */
function leadCells(lead: StoredLead): Record<Column, string> {
  const common = { id: lead.id, receivedAt: lead.receivedAt, name: lead.name, email: lead.email, phone: lead.phone };
  if ('type' in lead)
    return {
      ...common,
      interestType: '',
      message: lead.note,
      page: lead.page ?? '',
      type: lead.type,
      listingId: String(lead.showing.listingId),
      showingStart: lead.showing.start,
      showingEnd: lead.showing.end,
      showingMode: lead.showing.mode,
    };
  return {
    ...common,
    interestType: lead.interestType,
    message: lead.message,
    page: lead.page ?? '',
    type: 'inquiry',
    listingId: '',
    showingStart: '',
    showingEnd: '',
    showingMode: '',
  };
}

/** Per delivery channel: its state, attempts, when it was sent, when it is next tried, and the last error. */
const CHANNEL_FIELDS = ['State', 'Attempts', 'SentAt', 'NextAttemptAt', 'LastError'] as const;
export const DELIVERY_COLUMNS = DELIVERY_CHANNELS.flatMap((channel) =>
  CHANNEL_FIELDS.map((field) => `${channel}${field}`),
);

/** A channel's cells; empty for a channel the inquiry does not have (no webhook, or stored before delivery). */
function channelCells(state: ChannelState | undefined): string[] {
  if (!state) return CHANNEL_FIELDS.map(() => '');
  return [state.state, String(state.attempts), state.sentAt ?? '', state.nextAttemptAt ?? '', state.lastError ?? ''];
}

export type ExportedInquiry = StoredLead & { delivery?: Outbox | undefined };

/** The leads as CSV with a header row, oldest first (ULIDs sort by time), every cell neutralised. */
export function inquiriesToCsv(inquiries: readonly ExportedInquiry[]): string {
  const rows = [...inquiries]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((inquiry) =>
      [
        ...INQUIRY_COLUMNS.map((column) => leadCells(inquiry)[column]),
        ...DELIVERY_CHANNELS.flatMap((channel) => channelCells(inquiry.delivery?.channels[channel])),
      ].map(neutraliseCell),
    );
  return stringify([[...INQUIRY_COLUMNS, ...DELIVERY_COLUMNS], ...rows], { bom: true, record_delimiter: 'windows' });
}
