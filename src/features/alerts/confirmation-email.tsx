/**
 * The double opt-in e-mails: a saved search's confirmation and the newsletter's, each in the language of the
 * page it was asked from. Pure (the catalogue's words are data).
 */
import { m } from '#src/paraglide/messages.js';
import { headerSafe } from '#src/features/mail/headers.ts';
import { Button } from '#src/features/mail/email/Button.tsx';
import { EmailDocument } from '#src/features/mail/email/EmailDocument.tsx';
import { renderEmailHtml } from '#src/features/mail/email/render.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import type { AlertFrequency } from '#src/schemas/saved-search-fields.ts';
import { frequencyLabel } from './save-search-words.ts';
import { CONFIRM_TTL_MS } from './tokens.ts';

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

const TTL_DAYS = CONFIRM_TTL_MS / (24 * 60 * 60 * 1000);
const PARAGRAPH = { margin: '0 0 16px' };

/** The closing line: when the link expires, and what to do with an e-mail nobody asked for. */
const closing = (locale: Locale) =>
  `${m.alerts_email_expires({ days: String(TTL_DAYS) }, { locale })} ${m.alerts_email_ignore({}, { locale })}`;

/** The site's name, what was asked for, the button and when the link expires. */
function ConfirmationEmail({
  siteName,
  paragraphs,
  link,
  locale,
}: {
  siteName: string;
  paragraphs: readonly string[];
  link: { href: string; label: string };
  locale: Locale;
}) {
  return (
    <EmailDocument
      lang={locale}
      bodyStyle={{ fontFamily: 'Georgia,serif', color: '#111', maxWidth: '560px', margin: '0 auto', padding: '24px' }}
    >
      <p style={{ fontSize: '20px', margin: '0 0 24px' }}>{siteName}</p>
      {paragraphs.map((text) => (
        <p key={text} style={PARAGRAPH}>
          {text}
        </p>
      ))}
      <Button href={link.href}>{link.label}</Button>
      <p style={{ ...PARAGRAPH, color: '#555' }}>{closing(locale)}</p>
    </EmailDocument>
  );
}

/**
 * "Confirm your saved search": names the search, links the confirmation, says when the link expires; in the
 * language of the page the search was saved from.
 */
export function searchConfirmationEmail(
  siteName: string,
  search: { name: string; frequency: AlertFrequency },
  confirmUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): ComposedEmail {
  const o = { locale };
  const frequency = frequencyLabel(search.frequency, locale).toLocaleLowerCase(locale);
  return confirmationEmail({
    siteName,
    // The name carries what the visitor typed as the location.
    subject: m.alerts_confirm_email_subject({ name: search.name }, o),
    paragraphs: [
      m.alerts_confirm_email_intro({ site: siteName, name: search.name, frequency }, o),
      m.alerts_confirm_email_ask({}, o),
    ],
    link: { href: confirmUrl, label: m.alerts_confirm_title({}, o) },
    locale,
  });
}

/** A confirmation e-mail: its paragraphs, the link that confirms, and the closing, as text and as HTML. */
function confirmationEmail({
  siteName,
  subject,
  paragraphs,
  link,
  locale,
}: {
  siteName: string;
  subject: string;
  paragraphs: readonly string[];
  link: { href: string; label: string };
  locale: Locale;
}): ComposedEmail {
  const labelled = m.alerts_email_labelled({ label: link.label, value: link.href }, { locale });
  return {
    subject: headerSafe(subject),
    text: `${[...paragraphs, labelled, closing(locale)].join('\n\n')}\n`,
    html: renderEmailHtml(
      <ConfirmationEmail siteName={siteName} paragraphs={paragraphs} link={link} locale={locale} />,
    ),
  };
}

/** "Confirm your subscription" for the newsletter, in the language of the page it was asked from. */
export function newsletterConfirmationEmail(
  siteName: string,
  confirmUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): ComposedEmail {
  const o = { locale };
  return confirmationEmail({
    siteName,
    subject: m.newsletter_email_subject({ site: siteName }, o),
    paragraphs: [m.newsletter_email_intro({ site: siteName }, o), m.newsletter_email_ask({}, o)],
    link: { href: confirmUrl, label: m.newsletter_confirm_title({}, o) },
    locale,
  });
}
