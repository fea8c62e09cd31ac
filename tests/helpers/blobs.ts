import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';

export interface LocalBlobs {
  stop(): Promise<void>;
}

/**
 * Starts a Blobs server on a free port with its own temporary directory, and points
 * getStore() at it, as Netlify does for a function invocation.
 *
 * `atomicConditionalWrites`: @netlify/blobs/server checks If-Match / If-None-Match and then writes in
 * separate asynchronous steps, so two conditional writes racing on one key can both succeed, which
 * Netlify's service never lets happen. A pass-through proxy then runs conditional writes to a key one
 * after the other, as the service does, for tests of claims made with onlyIfMatch.
 */
export async function startLocalBlobs(options: { atomicConditionalWrites?: boolean } = {}): Promise<LocalBlobs> {
  const directory = await mkdtemp(join(tmpdir(), 'blobs-'));
  const token = 'local-test-token';
  const server = new BlobsServer({ directory, token, port: 0 });
  const { port } = await server.start();
  const proxy = options.atomicConditionalWrites ? await serialisingProxy(port) : null;
  const url = `http://localhost:${proxy ? (proxy.address() as AddressInfo).port : port}`;
  setEnvironmentContext({ siteID: 'test-site', token, edgeURL: url, uncachedEdgeURL: url });
  return {
    async stop() {
      if (proxy) {
        proxy.closeAllConnections();
        await new Promise((resolve) => proxy.close(resolve));
      }
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function serialisingProxy(upstreamPort: number): Promise<Server> {
  const queues = new Map<string, Promise<void>>();
  const proxy = createServer((req, res) => {
    const forward = () =>
      new Promise<void>((resolve) => {
        const upstream = request(
          { host: 'localhost', port: upstreamPort, method: req.method, path: req.url, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on('end', resolve);
          },
        );
        upstream.on('error', () => {
          res.destroy();
          resolve();
        });
        req.pipe(upstream);
      });
    const conditional = req.method === 'PUT' && (req.headers['if-match'] ?? req.headers['if-none-match']);
    if (!conditional) return void forward();
    const key = req.url ?? '';
    const done = (queues.get(key) ?? Promise.resolve()).then(forward);
    queues.set(key, done);
    void done.then(() => {
      if (queues.get(key) === done) queues.delete(key);
    });
  });
  proxy.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => proxy.listen(0, 'localhost', resolve));
  return proxy;
}
