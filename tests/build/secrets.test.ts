// Nothing secret may reach the browser: scan every file the site publishes.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dist } from './html.ts';

const TEXT = /\.(html|js|css|json|xml|txt|svg|webmanifest)$/;
const SECRET_PATTERNS: [string, RegExp][] = [
  ['Netlify personal access token', /\bnfp_[A-Za-z0-9]{20,}/],
  ['Netlify auth token variable', /NETLIFY_AUTH_TOKEN/],
  ['Netlify site id variable', /NETLIFY_SITE_ID/],
  ['Blobs token in context', /"token"\s*:\s*"[^"]{8,}"/],
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['GitHub token', /\bgh[pousr]_[A-Za-z0-9]{30,}/],
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['webhook signing secret', /\bwhsec_[A-Za-z0-9+/=]{8,}/],
  ['credentials in a mail server URL', /\bsmtps?:\/\/[^\s:/@"'`]+:[^\s@/"'`]+@/],
];

async function publishedTextFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && TEXT.test(e.name)).map((e) => join(e.parentPath, e.name));
}

describe('the secret patterns', () => {
  it.each([
    ['webhook signing secret', 'const s = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"'],
    ['credentials in a mail server URL', 'SMTP_URL=smtp://mailer:s3cret@mail.example.com:587'],
    ['credentials in a mail server URL', 'smtps://user:p%40ss@mail.example.com'],
  ])('%s is found in %j', (name, text) => {
    const pattern = SECRET_PATTERNS.find(([label]) => label === name)?.[1];
    expect(pattern?.test(text)).toBe(true);
  });

  it.each(['smtp://mail.example.com:587', 'whsec_', 'smtp://localhost:2525'])('%j is no secret', (text) => {
    expect(SECRET_PATTERNS.some(([, pattern]) => pattern.test(text))).toBe(false);
  });
});

describe('client bundle', () => {
  it('contains no secret or token', async () => {
    const files = await publishedTextFiles(dist);
    expect(files.length).toBeGreaterThan(3);
    const leaks: string[] = [];
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const [name, pattern] of SECRET_PATTERNS) if (pattern.test(text)) leaks.push(`${name} in ${file}`);
    }
    expect(leaks).toEqual([]);
  });
});
