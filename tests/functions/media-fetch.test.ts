// Fetching feed media only where media lives, against misbehaving HTTP hosts on 127.0.0.1: the allow-list,
// https, redirects checked again, addresses checked after DNS on the connection itself, one attempt within
// the time limit, and bodies cut at the size limit while they stream.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fetchMedia,
  isAllowedAddress,
  mediaHostRefusals,
  mediaPolicy,
  MediaFetchError,
  type MediaPolicy,
} from '#src/features/mls/media-fetch.server.ts';

interface Host {
  port: number;
  origin: string;
  /** Requests received, as "METHOD path host". */
  requests: string[];
  server: Server;
}

const hosts: Server[] = [];
afterEach(async () => {
  for (const server of hosts.splice(0)) {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  }
});

async function host(
  handle: (request: IncomingMessage, response: ServerResponse, origin: string) => void,
): Promise<Host> {
  const requests: string[] = [];
  let origin = '';
  const server = createServer((request, response) => {
    requests.push(`${request.method ?? ''} ${request.url ?? ''} ${request.headers.host ?? ''}`);
    handle(request, response, origin);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  hosts.push(server);
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return { port, origin, requests, server };
}

/** The policy of a fixture MLS at this host: http and loopback allowed, this host only. */
const fixturePolicy = (at: Host): MediaPolicy => mediaPolicy({ baseUrl: `${at.origin}/reso/odata` });

const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const photoHost = () =>
  host((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/jpeg' });
    response.end(PHOTO);
  });

const failure = async (promise: Promise<unknown>): Promise<MediaFetchError> => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MediaFetchError);
  return error as MediaFetchError;
};

describe('the media policy', () => {
  it('allows the RESO host by default, or the hosts of RESO_MEDIA_HOSTS instead', () => {
    expect(mediaPolicy({ baseUrl: 'https://api.mls.example/odata' })).toEqual({
      hosts: new Set(['api.mls.example']),
      localFixture: false,
    });
    expect(mediaPolicy({ baseUrl: 'https://api.mls.example/odata', mediaHosts: ['cdn.mls.example'] }).hosts).toEqual(
      new Set(['cdn.mls.example']),
    );
    expect(mediaPolicy({ baseUrl: 'http://127.0.0.1:8890/odata' })).toEqual({
      hosts: new Set(['127.0.0.1:8890']),
      localFixture: true,
    });
  });

  it('connects only to public addresses, and to loopback for the local fixture', () => {
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:93.184.216.34'])
      expect(isAllowedAddress(address, false), address).toBe(true);
    const refused = [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '127.0.0.1',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      'not an address',
    ];
    for (const address of refused) expect(isAllowedAddress(address, false), address).toBe(false);
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('::1', true)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', true)).toBe(false);
  });
});

describe('fetching media', () => {
  it('fetches a file from an allowed host', async () => {
    const at = await photoHost();
    expect(await fetchMedia(`${at.origin}/photo.jpg`, fixturePolicy(at))).toEqual(PHOTO);
  });

  it('refuses and counts a host outside the allow-list, without contacting it', async () => {
    const at = await photoHost();
    const before = mediaHostRefusals().count;
    const policy: MediaPolicy = { hosts: new Set(['media.mls.example']), localFixture: true };
    expect((await failure(fetchMedia(`${at.origin}/photo.jpg`, policy))).reason).toBe('refused-host');
    expect(mediaHostRefusals()).toEqual({ count: before + 1, lastHost: `127.0.0.1:${at.port}` });
    expect(at.requests).toEqual([]);
  });

  it('refuses http, credentials and IP literals unless the feed is the local fixture', async () => {
    const at = await photoHost();
    const policy: MediaPolicy = { hosts: new Set([`127.0.0.1:${at.port}`, 'media.test']), localFixture: false };
    expect((await failure(fetchMedia(`${at.origin}/photo.jpg`, policy))).reason).toBe('refused-url');
    expect((await failure(fetchMedia(`https://127.0.0.1:${at.port}/p.jpg`, policy))).reason).toBe('refused-address');
    expect((await failure(fetchMedia('https://user:secret@media.test/p.jpg', policy))).reason).toBe('refused-url');
    expect((await failure(fetchMedia('not a url', policy))).reason).toBe('refused-url');
    expect(at.requests).toEqual([]);
  });

  it('connects to the address it checked, so a second DNS answer cannot swap it', async () => {
    const at = await photoHost();
    const resolved: string[] = [];
    const policy: MediaPolicy = { hosts: new Set([`photos.test:${at.port}`]), localFixture: true };
    // photos.test is no name the system resolves: the connection can only have used this answer.
    const resolve = (name: string) => {
      resolved.push(name);
      return Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    };
    expect(await fetchMedia(`http://photos.test:${at.port}/photo.jpg`, policy, { resolve })).toEqual(PHOTO);
    expect(resolved).toEqual(['photos.test']);
    expect(at.requests).toEqual([`GET /photo.jpg photos.test:${at.port}`]);
  });

  it('refuses a name that resolves to a private, link-local or loopback address', async () => {
    const at = await photoHost();
    const policy: MediaPolicy = { hosts: new Set([`photos.test:${at.port}`]), localFixture: false };
    const answers = [['10.1.2.3'], ['169.254.169.254'], ['127.0.0.1'], ['93.184.216.34', '192.168.0.9'], []];
    for (const addresses of answers) {
      const resolve = () => Promise.resolve(addresses.map((address) => ({ address, family: 4 })));
      const error = await failure(fetchMedia(`https://photos.test:${at.port}/p.jpg`, policy, { resolve }));
      expect(error.reason, addresses.join()).toBe('refused-address');
    }
    // Loopback names are refused even for the fixture when they resolve elsewhere.
    const fixture: MediaPolicy = { hosts: new Set([`photos.test:${at.port}`]), localFixture: true };
    const resolve = () => Promise.resolve([{ address: '10.0.0.7', family: 4 }]);
    expect((await failure(fetchMedia(`http://photos.test:${at.port}/p.jpg`, fixture, { resolve }))).reason).toBe(
      'refused-address',
    );
    expect(at.requests).toEqual([]);
  });

  it('follows at most 3 redirects, each checked again', async () => {
    const at = await host((request, response, origin) => {
      const hops = /^\/hops\/(\d+)$/.exec(request.url ?? '');
      if (hops) {
        const left = Number(hops[1]);
        if (left === 0) {
          response.writeHead(200);
          response.end(PHOTO);
        } else {
          response.writeHead(302, { location: `/hops/${left - 1}` });
          response.end();
        }
      } else if (request.url === '/loop') {
        response.writeHead(301, { location: `${origin}/loop` });
        response.end();
      } else if (request.url === '/to-private') {
        response.writeHead(302, { location: 'http://10.0.0.1/photo.jpg' });
        response.end();
      } else if (request.url === '/to-metadata') {
        response.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' });
        response.end();
      } else {
        response.writeHead(302, { location: 'https://elsewhere.example/photo.jpg' });
        response.end();
      }
    });
    const policy = fixturePolicy(at);
    expect(await fetchMedia(`${at.origin}/hops/3`, policy)).toEqual(PHOTO);
    expect(at.requests).toHaveLength(4);

    at.requests.length = 0;
    expect((await failure(fetchMedia(`${at.origin}/hops/4`, policy))).reason).toBe('too-many-redirects');
    expect((await failure(fetchMedia(`${at.origin}/loop`, policy))).reason).toBe('too-many-redirects');
    expect(at.requests).toHaveLength(8);

    const before = mediaHostRefusals().count;
    for (const path of ['/to-private', '/to-metadata', '/to-foreign'])
      expect((await failure(fetchMedia(`${at.origin}${path}`, policy))).reason, path).toBe('refused-host');
    expect(mediaHostRefusals().count).toBe(before + 3);

    // A private address on the allow-list is still refused: it is an IP literal.
    const listed: MediaPolicy = { hosts: new Set([`127.0.0.1:${at.port}`, '10.0.0.1']), localFixture: true };
    expect((await failure(fetchMedia(`${at.origin}/to-private`, listed))).reason).toBe('refused-address');
  });

  it('makes one attempt: an error answer or a Retry-After fails at once', async () => {
    const at = await host((_request, response) => {
      response.writeHead(503, { 'retry-after': '30' });
      response.end('busy');
    });
    const started = performance.now();
    const error = await failure(fetchMedia(`${at.origin}/photo.jpg`, fixturePolicy(at)));
    expect(error.reason).toBe('status');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(at.requests).toHaveLength(1);
  });

  it('gives up on a slow host at the time limit', async () => {
    const at = await host((_request, response) => {
      setTimeout(() => {
        if (!response.destroyed) response.end(PHOTO);
      }, 5_000).unref();
    });
    const started = performance.now();
    const error = await failure(fetchMedia(`${at.origin}/photo.jpg`, fixturePolicy(at), { timeoutMs: 300 }));
    expect(error.reason).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1500);
    expect(at.requests).toHaveLength(1);
  });

  it('refuses a Content-Length over the limit without reading the body', async () => {
    let written = 0;
    const at = await host((_request, response) => {
      response.writeHead(200, { 'content-length': String(30 * 1024 * 1024) });
      const chunk = Buffer.alloc(64 * 1024);
      const timer = setInterval(() => {
        if (response.destroyed) {
          clearInterval(timer);
          return;
        }
        written += chunk.length;
        response.write(chunk);
      }, 50);
    });
    const started = performance.now();
    expect((await failure(fetchMedia(`${at.origin}/big.jpg`, fixturePolicy(at)))).reason).toBe('too-large');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(written).toBeLessThan(1024 * 1024);
  });

  it('cuts an endless body at the limit while it streams, with bounded memory', async () => {
    let written = 0;
    let closed = false;
    const at = await host((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.on('close', () => (closed = true));
      const chunk = Buffer.alloc(256 * 1024, 0xab);
      const pump = () => {
        while (!response.destroyed && response.write(chunk)) written += chunk.length;
        if (!response.destroyed) written += chunk.length;
      };
      response.on('drain', pump);
      pump();
    });
    const limit = 20 * 1024 * 1024;
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      expect((await failure(fetchMedia(`${at.origin}/endless.jpg`, fixturePolicy(at)))).reason).toBe('too-large');
    } finally {
      clearInterval(sampler);
    }
    await expect.poll(() => closed).toBe(true);
    // What the socket buffers hold beyond the limit, not the endless rest.
    expect(written).toBeLessThan(limit + 16 * 1024 * 1024);
    expect(peak - rssBefore).toBeLessThan(150 * 1024 * 1024);
  });
});
