// Through the local server (scripts/serve.ts, like `npm start`; needs `npx astro build` first): inquiries
// posted over HTTP are each e-mailed once, by the attempt made after the response (context.waitUntil).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp.ts';

const root = join(import.meta.dirname, '../..');
const port = Number(process.env['E2E_PORT'] ?? 8891);
const base = `http://localhost:${port}`;

let smtp: TestSmtpServer;
let server: ChildProcess;

describe.skipIf(!existsSync(join(root, 'dist/index.html')))('lead delivery through the local server', () => {
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), SMTP_URL: smtp.url };
    delete env['LEADS_WEBHOOK_URL'];
    server = spawn(process.execPath, [join(root, 'scripts/serve.ts')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Ready when the server says so: its first line after listening.
    await new Promise<void>((resolve, reject) => {
      let output = '';
      server.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('ready at')) resolve();
      });
      server.on('exit', (code) => reject(new Error(`The local server exited (${code}) before it was ready`)));
    });
  }, 120_000);

  afterAll(async () => {
    server.kill('SIGTERM');
    await smtp.stop();
  });

  it('200 inquiries, 20 at a time, all reach the SMTP server exactly once', async () => {
    const ids: string[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fetch(`${base}/api/inquiries`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-source-page': '/contact' },
            body: JSON.stringify({
              name: 'Load Tester',
              email: 'load@example.com',
              phone: '(401) 555-0100',
              interestType: 'Other',
              message: `Local server delivery check ${batch * 20 + i}`,
            }),
          }),
        ),
      );
      for (const response of responses) {
        expect(response.status).toBe(201);
        ids.push(((await response.json()) as { id: string }).id);
      }
    }
    const ours = new Set(ids);
    const mailedIds = () =>
      smtp.received.map(({ mail }) => mail.messageId?.replace(/^<|@.*$/g, '') ?? '').filter((id) => ours.has(id));
    // The store may hold older pending leads of its own; only these 200 are counted.
    while (new Set(mailedIds()).size < ours.size) await smtp.waitFor(smtp.received.length + 1);
    expect(mailedIds().sort()).toEqual([...ids].sort());
  }, 300_000);
});
