/**
 * The visitor's confirmation of a stored valuation request, queued in the store "messages" for lead delivery
 * (at-least-once, retried, an .eml under `npm start` without SMTP_URL). The address is anyone's to type, so
 * it gets one confirmation a day at most; the lead never waits for it, and nothing about it can refuse it.
 */
import type { Context } from '@netlify/functions';
import type { Store } from '@netlify/blobs';
import { invocationOutbox } from '#src/features/mail/delivery-deps.server.ts';
import { headerSafe } from '#src/features/mail/headers.ts';
import { queueMessageOnce } from '#src/features/mail/messages.server.ts';
import type { OutboxHooks } from '#src/features/mail/records.server.ts';
import { localDay } from '#src/features/market/sales-state.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { configuredSiteUrl } from '#src/lib/server/site-url.ts';
import { openStore } from '#src/lib/server/stores.ts';
import type { StoredInquiry } from '#src/schemas/inquiry.ts';
import { comparablesOf, comparablesReader, type InquiryContentDeps } from './lead-delivery.server.ts';
import {
  valuationConfirmationEmail,
  valuationConfirmationId,
  type ValuationConfirmationInput,
} from './valuation-confirmation.tsx';
import { VALUATION_INTEREST_TYPE } from './valuation-request.ts';
import { comparablesWordsIn } from './valuation-comparables-words.ts';
import { valuationConfirmationWordsIn } from './valuation-form-words.ts';
import { pathLocale } from '#src/lib/i18n.ts';
import { DEFAULT_LOCALE } from '#src/schemas/locale.ts';

export interface ConfirmationDeps extends Pick<InquiryContentDeps, 'comparables'> {
  /** The store "messages". */
  messages: () => Store;
  /** The messages' outbox; undefined when delivery is off here (a preview): then nothing is queued. */
  outbox: () => OutboxHooks | undefined;
  site: ValuationConfirmationInput['site'];
  siteUrl: string;
  now?: () => Date;
}

export type ConfirmationOutcome = 'queued' | 'sent-today' | 'not-a-valuation' | 'delivery-off';

/** Queues the confirmation of a stored inquiry if it is a valuation request; throws when the store fails. */
export async function queueValuationConfirmation(
  inquiry: StoredInquiry,
  deps: ConfirmationDeps,
): Promise<ConfirmationOutcome> {
  if (inquiry.interestType !== VALUATION_INTEREST_TYPE) return 'not-a-valuation';
  const outbox = deps.outbox();
  if (!outbox) return 'delivery-off';
  const now = deps.now?.() ?? new Date();
  const id = await valuationConfirmationId(inquiry.email, localDay(now));
  const store = deps.messages();
  // Looked up first, so a repeat reads no comparables and leaves no pending marker; onlyIfNew decides a race.
  if ((await store.getMetadata(id)) !== null) return 'sent-today';
  // In the language of the page the request was sent from.
  const locale = inquiry.page === null ? DEFAULT_LOCALE : pathLocale(inquiry.page);
  const translated = locale !== DEFAULT_LOCALE;
  const email = valuationConfirmationEmail({
    site: deps.site,
    siteUrl: deps.siteUrl,
    comparables: await comparablesOf(inquiry, deps, translated ? comparablesWordsIn(locale) : undefined),
    words: translated ? valuationConfirmationWordsIn(locale) : undefined,
  });
  const { created } = await queueMessageOnce(store, outbox, id, {
    purpose: 'valuation-confirmation',
    createdAt: now.toISOString(),
    email: { to: headerSafe(inquiry.email), ...email },
  });
  return created ? 'queued' : 'sent-today';
}

/**
 * The hook that queues the confirmation once an inquiry is stored (InquiryDeps.afterStore), through
 * `waitUntil` so the response never waits; a failure is logged, never the visitor's.
 */
export function confirmationAfterStore(
  deps: ConfirmationDeps,
  waitUntil: (work: Promise<unknown>) => void,
): (inquiry: StoredInquiry) => void {
  return (inquiry) => {
    if (inquiry.interestType !== VALUATION_INTEREST_TYPE) return;
    waitUntil(
      queueValuationConfirmation(inquiry, deps).catch((error: unknown) => {
        console.error(`The confirmation of inquiry ${inquiry.id} could not be queued:`, error);
      }),
    );
  };
}

/** The real wiring for the inquiries function: the deploy context's stores, lead delivery's outbox. */
export function valuationConfirmation(context?: Context): (inquiry: StoredInquiry) => void {
  return confirmationAfterStore(
    {
      messages: () => openStore('messages', context),
      outbox: () => invocationOutbox('message', context),
      comparables: comparablesReader((name) => openStore(name, context), process.env),
      site: siteSettings(),
      siteUrl: configuredSiteUrl(context),
    },
    (work) => (context ? context.waitUntil(work) : void work),
  );
}
