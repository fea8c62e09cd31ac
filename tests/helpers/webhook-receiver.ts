/** A CRM stand-in: a node:http receiver on 127.0.0.1 that verifies Standard Webhooks signatures. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  body: string;
  headers: Record<string, string>;
  /** The status the receiver answered. */
  status: number;
}

export interface WebhookReceiver {
  url: string;
  secret: string;
  /** Every request that carried a valid signature, whatever was answered. */
  verified: ReceivedWebhook[];
  /** Requests whose signature did not verify (answered 401). */
  rejected: number;
  /** Answers the next requests with these statuses, then 200. */
  answer(...statuses: number[]): void;
  stop(): Promise<void>;
}

export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.from('a test secret of thirty-two bytes').toString('base64')}`;

export async function startWebhookReceiver(secret = TEST_WEBHOOK_SECRET): Promise<WebhookReceiver> {
  const verifier = new Webhook(secret);
  const script: number[] = [];
  const receiver: Omit<WebhookReceiver, 'url' | 'stop'> = {
    secret,
    verified: [],
    rejected: 0,
    answer: (...statuses) => script.push(...statuses),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      try {
        verifier.verify(body, headers);
      } catch {
        receiver.rejected += 1;
        res.writeHead(401).end();
        return;
      }
      const status = script.shift() ?? 200;
      receiver.verified.push({ id: headers['webhook-id'] ?? '', body, headers, status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...receiver,
    get verified() {
      return receiver.verified;
    },
    get rejected() {
      return receiver.rejected;
    },
    url: `http://127.0.0.1:${port}/hooks/leads`,
    stop: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
