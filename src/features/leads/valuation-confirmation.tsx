/**
 * The visitor's confirmation of a valuation request: what the thank-you page says, the comparables of the
 * home (or its town's figures) as the office's e-mail shows them, and how to reach the office. Pure; it echoes
 * nothing the visitor typed, not even the name: the address is anyone's to type, and mail to it must not carry
 * a stranger's words.
 */
import type { ComposedEmail } from '#src/features/alerts/confirmation-email.tsx';
import { EmailDocument, Lines } from '#src/features/mail/email/EmailDocument.tsx';
import { renderEmailHtml } from '#src/features/mail/email/render.ts';
import { headerSafe } from '#src/features/mail/headers.ts';
import { comparablesText, withFullLink, type ComparablesSummary } from '#src/features/market/comparables-view.ts';
import type { Locale } from '#src/schemas/locale.ts';
import type { Site } from '#src/schemas/site.ts';
import { EmailComparables } from './lead-message.tsx';
import { VALUATION_SENT } from './leads.ts';

/**
 * The confirmation's words in the language of the page the request was sent from: English here, another from
 * the catalogue (valuation-form-words.ts, valuationConfirmationWordsIn).
 */
export interface ValuationConfirmationWords {
  locale: Locale;
  subject: (brand: string) => string;
  greeting: string;
  /** What the thank-you page says (VALUATION_SENT). */
  sent: string;
  contact: (phone: string) => string;
  notYou: (brand: string) => string;
}

export const ENGLISH_VALUATION_CONFIRMATION_WORDS: ValuationConfirmationWords = {
  locale: 'en',
  subject: (brand) => `We received your home valuation request — ${brand}`,
  greeting: 'Hello,',
  sent: VALUATION_SENT.description,
  contact: (phone) => `Questions in the meantime? Call us at ${phone}, or write to one of our offices:`,
  notYou: (brand) =>
    `If you did not ask ${brand} for a valuation, ignore this e-mail: nothing else will be sent to you.`,
};

export interface ValuationConfirmationInput {
  site: Pick<Site, 'name' | 'phone' | 'offices'>;
  /** The site's origin, for the market page's full link. */
  siteUrl: string;
  /** The home's comparables or its town's figures, as RESO_SOLD_DISPLAY allows; null: none to show. */
  comparables: ComparablesSummary | null;
  /** English by default. */
  words?: ValuationConfirmationWords | undefined;
}

export function valuationConfirmationEmail(input: ValuationConfirmationInput): ComposedEmail {
  const { site, words = ENGLISH_VALUATION_CONFIRMATION_WORDS } = input;
  const subject = headerSafe(words.subject(site.name));
  // Not the name typed: anyone can send this to any address, so it carries nothing a stranger wrote.
  const { greeting } = words;
  // No estimate (issue 35): the comparables' own lead says an advisor gives the value.
  const { sent } = words;
  const comparables = input.comparables && withFullLink(input.comparables, input.siteUrl);
  const contact = words.contact(site.phone);
  const offices = site.offices.map(
    (office) =>
      `${office.name}: ${office.street}, ${office.city}, ${office.state} ${office.zip} · ${office.phone} · ${office.email}`,
  );
  // Anyone can type an address into the form: the one who did not ask is told nothing else follows.
  const notYou = words.notYou(site.name);

  const text = [
    site.name,
    '',
    greeting,
    '',
    sent,
    '',
    ...(comparables ? [...comparablesText(comparables), ''] : []),
    contact,
    ...offices,
    '',
    notYou,
    '',
  ].join('\n');

  const html = renderEmailHtml(
    <EmailDocument lang={words.locale} title={subject} bodyStyle={{ fontFamily: 'Arial,sans-serif' }}>
      <Lines
        items={[
          <p style={{ fontSize: '20px' }}>{site.name}</p>,
          <p>{greeting}</p>,
          <p>{sent}</p>,
          ...(comparables ? [<EmailComparables summary={comparables} />] : []),
          <p>{contact}</p>,
          <ul>
            <Lines
              items={offices.map((office) => (
                <li>{office}</li>
              ))}
            />
          </ul>,
          <p style={{ fontSize: '12px' }}>{notYou}</p>,
        ]}
      />
    </EmailDocument>,
  );
  return { subject, text, html };
}

/**
 * The stored message's id: one confirmation per address per Rhode Island day, whatever the case or spaces of
 * the address typed. A hash, so the store's keys never hold the address.
 */
export async function valuationConfirmationId(email: string, day: string): Promise<string> {
  const text = `valuation-confirmation\n${email.trim().toLowerCase()}\n${day}`;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `valuation-${Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
