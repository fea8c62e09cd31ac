/**
 * The caps on confirmation e-mails (README, Saved searches and alerts): per mailbox, so nobody can flood
 * an address with them, and per client IP, so nobody can send them to many addresses. Pure.
 */

export interface MailCap {
  limit: number;
  windowMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Confirmation e-mails one mailbox gets in 24 hours, saved searches and the newsletter together. */
export const MAILBOX_CAP: MailCap = { limit: 10, windowMs: DAY_MS };
/** Confirmation e-mails one client IP makes the site send in 24 hours. */
export const CLIENT_IP_CAP: MailCap = { limit: 30, windowMs: DAY_MS };

/** Domains whose provider ignores dots in the local part (and which are one mailbox). */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches: lowercased, without a `+tag` (every provider of note delivers
 * `ann+x@` to `ann@`), and for Gmail without dots, so the variants of one address share one cap.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1).toLowerCase();
  let local = email.slice(0, at).toLowerCase().split('+')[0] ?? '';
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) local = local.replaceAll('.', '');
  return `${local}@${dotless ?? domain}`;
}

/**
 * One more e-mail against a cap, given when the earlier ones went (ISO times): whether it may go, and the
 * times to keep (those within the window, with this one when it goes).
 */
export function takeFromCap(sent: readonly string[], now: Date, cap: MailCap): { allowed: boolean; sent: string[] } {
  const recent = sent.filter((at) => Date.parse(at) + cap.windowMs > now.getTime());
  if (recent.length >= cap.limit) return { allowed: false, sent: recent };
  return { allowed: true, sent: [...recent, now.toISOString()] };
}
