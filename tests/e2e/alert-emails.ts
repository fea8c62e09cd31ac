/** The e-mails of the e2e server (npm start without SMTP_URL writes them as .eml files), read by recipient. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { LOCAL_OUTBOX_DIR } from '#src/features/mail/transports.server.ts';

/** The e-mails to `address` written so far (not those that name it elsewhere, as a lead's Reply-To does). */
export async function emailsTo(address: string): Promise<ParsedMail[]> {
  const dir = join(process.cwd(), LOCAL_OUTBOX_DIR);
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.eml'));
  const mails: ParsedMail[] = [];
  for (const file of files) {
    const raw = await readFile(join(dir, file));
    if (!raw.includes(address)) continue;
    const mail = await simpleParser(raw);
    const to = [mail.to ?? []].flat().flatMap((list) => list.value.map((entry) => entry.address));
    if (to.includes(address)) mails.push(mail);
  }
  return mails;
}

/** The first link to `path` in the text of an e-mail to `address`, waiting for the e-mail to arrive. */
export async function linkInEmail(address: string, path: string): Promise<string> {
  let link = '';
  await expect(async () => {
    for (const mail of await emailsTo(address)) {
      const found = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?token=[\\w.%-]+`).exec(mail.text ?? '');
      if (found) link = found[0];
    }
    expect(link).not.toBe('');
  }).toPass({ timeout: 30_000, intervals: [500] });
  return link;
}

/** A fresh address per run, so earlier runs' e-mails and searches never count. */
export const uniqueAddress = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
