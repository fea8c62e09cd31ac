/** The double opt-in e-mails: a saved search's confirmation and the newsletter's. Pure. */
import { escapeHtml } from '#src/lib/html.ts';
import { headerSafe } from '#src/features/mail/headers.ts';
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

function layout(siteName: string, paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join('');
  return `<!doctype html><html lang="en"><body style="font-family:Georgia,serif;color:#111;max-width:560px;margin:0 auto;padding:24px"><p style="font-size:20px;margin:0 0 24px">${escapeHtml(siteName)}</p>${body}<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#111;color:#fff;padding:12px 20px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="margin:0 0 16px;color:#555">${escapeHtml(EXPIRES)} ${escapeHtml(IGNORE)}</p></body></html>`;
}

/** "Confirm your saved search": names the search, links the confirmation, says when the link expires. */
export function searchConfirmationEmail(
  siteName: string,
  search: { name: string; frequency: AlertFrequency },
  confirmUrl: string,
): ComposedEmail {
  const intro = `You asked ${siteName} to e-mail you about new listings, price cuts and status changes for the search “${search.name}” (${ALERT_FREQUENCY_LABELS[search.frequency].toLowerCase()}).`;
  const ask = 'Please confirm that this is your address: nothing is sent to you until you do.';
  return {
    // The name carries what the visitor typed as the location.
    subject: headerSafe(`Confirm your saved search: ${search.name}`),
    text: `${intro}\n\n${ask}\n\nConfirm your alert: ${confirmUrl}\n\n${EXPIRES} ${IGNORE}\n`,
    html: layout(siteName, [intro, ask], { href: confirmUrl, label: 'Confirm your alert' }),
  };
}

/** "Confirm your subscription" for the newsletter. */
export function newsletterConfirmationEmail(siteName: string, confirmUrl: string): ComposedEmail {
  const intro = `You asked to receive the ${siteName} newsletter.`;
  const ask = 'Please confirm that this is your address: you are subscribed only once you do.';
  return {
    subject: `Confirm your subscription to the ${siteName} newsletter`,
    text: `${intro}\n\n${ask}\n\nConfirm your subscription: ${confirmUrl}\n\n${EXPIRES} ${IGNORE}\n`,
    html: layout(siteName, [intro, ask], { href: confirmUrl, label: 'Confirm your subscription' }),
  };
}
