/** A real SMTP server (smtp-server) on 127.0.0.1 for the delivery tests; messages parsed with mailparser. */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), whatever the headers say. */
  recipients: string[];
  mail: ParsedMail;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Refuses the next `times` messages at MAIL FROM with this code (e.g. 421: try again later). */
  refuseNext(code: number, times: number): void;
  /** Refuses these recipients at RCPT TO with 550. */
  rejectRecipient(address: string): void;
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number): Promise<void>;
  stop(): Promise<void>;
}

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const rejected = new Set<string>();
  const waiters: { count: number; resolve: () => void }[] = [];
  let refusals: { code: number; left: number } = { code: 0, left: 0 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refusals.left > 0) {
        refusals.left -= 1;
        callback(smtpError(refusals.code, 'Service not available, try again later'));
      } else callback();
    },
    onRcptTo(address, _session, callback) {
      callback(rejected.has(address.address) ? smtpError(550, 'No such user here') : undefined);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          for (const waiter of waiters.filter((w) => received.length >= w.count)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(code, times) {
      refusals = { code, left: times };
    },
    rejectRecipient(address) {
      rejected.add(address);
    },
    waitFor(count) {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
