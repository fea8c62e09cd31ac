/**
 * The ways a lead leaves the site, chosen from the environment: SMTP through nodemailer (SMTP_URL), .eml
 * files under .netlify/outbox for `npm start` without SMTP, and the signed webhook (LEADS_WEBHOOK_URL).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { Webhook } from 'standardwebhooks';
import { SEND_TIMEOUT_MS, smtpOutcome, webhookOutcome, type SendOutcome, type SmtpErrorLike } from './delivery.ts';
import type { MailTransport, OutgoingEmail, WebhookTransport } from './delivery.server.ts';
import { deliverySettingsProblems, smtpOptions, webhookSecretProblem, type LeadEnv } from './settings.ts';

export const LOCAL_OUTBOX_DIR = '.netlify/outbox';

function asSmtpError(error: unknown): SmtpErrorLike {
  if (error instanceof Error) {
    const { responseCode, command, code } = error as Error &
      Partial<Record<'responseCode' | 'command' | 'code', never>>;
    return {
      message: error.message,
      responseCode: typeof responseCode === 'number' ? responseCode : undefined,
      command: typeof command === 'string' ? command : undefined,
      code: typeof code === 'string' ? code : undefined,
    };
  }
  return { message: String(error) };
}

/** The message as nodemailer takes it; a Message-ID from the inquiry id lets mail systems spot a repeat. */
function toMessage(email: OutgoingEmail, from: string) {
  const domain = /@([^>\s]+)>?$/.exec(from)?.[1] ?? 'localhost';
  return {
    from,
    to: email.to,
    cc: email.cc,
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: email.headers,
    attachments: email.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    messageId: `<${email.id}@${domain}>`,
  };
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport(smtpOptions(url, SEND_TIMEOUT_MS));
  return {
    async send(email): Promise<SendOutcome> {
      try {
        await transporter.sendMail(toMessage(email, from));
        return { ok: true };
      } catch (error) {
        return smtpOutcome(asSmtpError(error));
      }
    },
  };
}

/** Writes each e-mail as {dir}/{inquiry id}.eml and logs the path: `npm start` without SMTP_URL. */
export function emlFileTransport(dir: string, from: string, log: Pick<Console, 'log'> = console): MailTransport {
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(email): Promise<SendOutcome> {
      const info = await transporter.sendMail(toMessage(email, from));
      await mkdir(dir, { recursive: true });
      const path = join(dir, `${email.id}.eml`);
      await writeFile(path, info.message);
      log.log(`Lead e-mail for inquiry ${email.id} written to ${path}`);
      return { ok: true };
    },
  };
}

/** A mail transport whose every attempt fails (retried) with `error`, so the leads wait for the setting. */
const unconfiguredMail = (error: string): MailTransport => ({
  send: () => Promise.resolve({ ok: false, retry: true, error }),
});

/**
 * POSTs the body signed per Standard Webhooks; 10 s until it counts as a timeout. The signed timestamp is
 * the wall-clock time of sending (receivers reject old ones), never the scheduler's clock.
 */
export function webhookTransport(url: string, secret: string | undefined): WebhookTransport {
  // A bad secret must not throw here: this runs while a function is wired up, and the inquiry has to be
  // stored whatever the settings. The channel then waits, its lastError naming the setting.
  const problem = secret ? webhookSecretProblem(secret) : 'LEADS_WEBHOOK_SECRET is not set';
  const signer = secret && !problem ? new Webhook(secret) : null;
  return {
    async post(messageId, body): Promise<SendOutcome> {
      if (!signer) return { ok: false, retry: true, error: problem ?? 'LEADS_WEBHOOK_SECRET is not set' };
      const at = new Date();
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'webhook-id': messageId,
            'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
            'webhook-signature': signer.sign(messageId, at, body),
          },
          body,
          // Never follow: a redirected POST may arrive as a bodiless GET (see webhookOutcome).
          redirect: 'manual',
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await response.body?.cancel();
        return webhookOutcome(response.status, response.headers.get('location'));
      } catch (error) {
        const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
        return {
          ok: false,
          retry: true,
          error: `Webhook: ${error instanceof Error ? error.message : String(error)}${cause}`,
        };
      }
    },
  };
}

/** The transports for this environment; `local` (npm start) writes .eml files when SMTP is not set. */
export function transportsFromEnv(
  env: LeadEnv,
  options: { local: boolean; leadsEmail: string; projectRoot?: string },
): { mail: MailTransport; webhook: WebhookTransport | null } {
  const from = env.LEADS_FROM?.trim() ? env.LEADS_FROM.trim() : options.leadsEmail;
  // Never throws: a malformed SMTP_URL leaves the e-mails pending, their lastError naming it.
  const smtpProblem = deliverySettingsProblems({ SMTP_URL: env.SMTP_URL })[0]?.problem;
  const mail = env.SMTP_URL
    ? smtpProblem
      ? unconfiguredMail(smtpProblem)
      : smtpTransport(env.SMTP_URL, from)
    : options.local
      ? emlFileTransport(join(options.projectRoot ?? process.cwd(), LOCAL_OUTBOX_DIR), from)
      : unconfiguredMail('SMTP_URL is not set');
  const webhook = env.LEADS_WEBHOOK_URL ? webhookTransport(env.LEADS_WEBHOOK_URL, env.LEADS_WEBHOOK_SECRET) : null;
  return { mail, webhook };
}
