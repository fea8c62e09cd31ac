// SMTP never sends the password in clear text: a real smtp-server on this machine's network address (not
// loopback) that hides or refuses STARTTLS and would accept a login without TLS never sees one.
import { networkInterfaces } from 'node:os';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { smtpTransport } from '#src/features/mail/transports.server.ts';

/** An address of this machine that is not loopback, so the rule for the local test server does not apply. */
const external = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === 'IPv4' && !address.internal)?.address;

const email = {
  id: '01KTLSTEST0000000000000000',
  to: ['leads@example.test'],
  cc: [],
  replyTo: { name: 'Grace Hopper', address: 'grace@example.com' },
  subject: 'New inquiry: Other — Grace Hopper',
  text: 'plain',
  html: '<p>html</p>',
};

describe.skipIf(!external)('SMTP over a network (smtp-server)', () => {
  it.each([
    ['hides STARTTLS', { hideSTARTTLS: true }],
    ['does not offer STARTTLS', { disabledCommands: ['STARTTLS'] }],
  ])('a server that %s never receives the login, and the send fails (retried)', async (_name, options) => {
    const logins: string[] = [];
    let messages = 0;
    const server = new SMTPServer({
      ...options,
      // It would take a login without TLS: only the client's refusal keeps the password off the wire.
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        logins.push(auth.username ?? '');
        callback(null, { user: auth.username });
      },
      onData(stream, _session, callback) {
        messages += 1;
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, external, resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mail = smtpTransport(`smtp://mailer:s3cret@${external}:${port}`, 'Website <website@example.test>');
      const outcome = await mail.send(email);
      expect(outcome).toMatchObject({ ok: false, retry: true });
      expect(logins).toEqual([]);
      expect(messages).toBe(0);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
