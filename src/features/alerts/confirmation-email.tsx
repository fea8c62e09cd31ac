/** The double opt-in e-mails: a saved search's confirmation and the newsletter's. Pure. */
import { headerSafe } from '#src/features/mail/headers.ts';
import { Button } from '#src/features/mail/email/Button.tsx';
import { EmailDocument } from '#src/features/mail/email/EmailDocument.tsx';
import { renderEmailHtml } from '#src/features/mail/email/render.ts';
import { ALERT_FREQUENCY_LABELS, type AlertFrequency } from '#src/schemas/saved-search-fields.ts';
import { CONFIRM_TTL_MS } from './tokens.ts';

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

const TTL_DAYS = CONFIRM_TTL_MS / (24 * 60 * 60 * 1000);
const EXPIRES = `The link expires in ${TTL_DAYS} days.`;
const IGNORE = 'If you did not ask for this, ignore this e-mail: nothing will be sent to you.';
const PARAGRAPH = { margin: '0 0 16px' };

/** The site's name, what was asked for, the button and when the link expires. */
function ConfirmationEmail({
  siteName,
  paragraphs,
  link,
}: {
  siteName: string;
  paragraphs: readonly string[];
  link: { href: string; label: string };
}) {
  return (
    <EmailDocument
      lang="en"
      bodyStyle={{ fontFamily: 'Georgia,serif', color: '#111', maxWidth: '560px', margin: '0 auto', padding: '24px' }}
    >
      <p style={{ fontSize: '20px', margin: '0 0 24px' }}>{siteName}</p>
      {paragraphs.map((text) => (
        <p key={text} style={PARAGRAPH}>
          {text}
        </p>
      ))}
      <Button href={link.href}>{link.label}</Button>
      <p style={{ ...PARAGRAPH, color: '#555' }}>
        {EXPIRES} {IGNORE}
      </p>
    </EmailDocument>
  );
}

/** "Confirm your saved search": names the search, links the confirmation, says when the link expires. */
export function searchConfirmationEmail(
  siteName: string,
  search: { name: string; frequency: AlertFrequency },
  confirmUrl: string,
): ComposedEmail {
  const intro = `You asked ${siteName} to e-mail you about new listings, price cuts and status changes for the search “${search.name}” (${ALERT_FREQUENCY_LABELS[search.frequency].toLowerCase()}).`;
  const ask = 'Please confirm that this is your address: nothing is sent to you until you do.';
  const label = 'Confirm your alert';
  return {
    // The name carries what the visitor typed as the location.
    subject: headerSafe(`Confirm your saved search: ${search.name}`),
    text: `${intro}\n\n${ask}\n\n${label}: ${confirmUrl}\n\n${EXPIRES} ${IGNORE}\n`,
    html: renderEmailHtml(
      <ConfirmationEmail siteName={siteName} paragraphs={[intro, ask]} link={{ href: confirmUrl, label }} />,
    ),
  };
}

/** "Confirm your subscription" for the newsletter. */
export function newsletterConfirmationEmail(siteName: string, confirmUrl: string): ComposedEmail {
  const intro = `You asked to receive the ${siteName} newsletter.`;
  const ask = 'Please confirm that this is your address: you are subscribed only once you do.';
  const label = 'Confirm your subscription';
  return {
    subject: `Confirm your subscription to the ${siteName} newsletter`,
    text: `${intro}\n\n${ask}\n\n${label}: ${confirmUrl}\n\n${EXPIRES} ${IGNORE}\n`,
    html: renderEmailHtml(
      <ConfirmationEmail siteName={siteName} paragraphs={[intro, ask]} link={{ href: confirmUrl, label }} />,
    ),
  };
}
