// The local server (scripts/serve.ts, what `npm start` runs) keeps a keep-alive connection usable after a
// function refuses a body without reading it all (413), with or without a Content-Length; it takes each of
// its loopback names as the same site; it runs a function whose path prefers built files only where there
// is none; it answers with built assets compressed, and its image CDN transforms photos that functions serve.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { freePort } from '#tests/helpers/free-port.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '#src/lib/server/body.ts';
import { PHOTO_PATH_PREFIX, advisorPath, legacyAdvisorPath } from '#src/lib/paths.ts';
import { rendersOnRequest } from '#src/features/advisor-page/advisor-page.ts';
import { teamMembers } from '#src/features/team/team-data.server.ts';
import { THANK_YOU_PAGE } from '#src/features/leads/lead-pages.ts';
import { HONEYPOT_FIELD } from '#src/schemas/inquiry-fields.ts';

const root = resolve(import.meta.dirname, '../..');

let server: ChildProcess;
let port: number;
beforeAll(async () => {
  port = await freePort();
  server = spawn(process.execPath, ['scripts/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Ready when it says so; an early exit fails the suite instead of hanging it.
  await new Promise<void>((ready, fail) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready at')) ready();
    });
    server.once('exit', (code) => {
      fail(new Error(`scripts/serve.ts exited with ${String(code)}: ${output}`));
    });
  });
}, 60_000);

afterAll(async () => {
  if (server.exitCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
});

interface Answer {
  status: number;
  body: string;
  reusedSocket: boolean;
}

/** One request through `agent`; `chunked` sends the body without a Content-Length. */
function send(agent: Agent, method: string, path: string, body?: string, chunked = false): Promise<Answer> {
  return new Promise((done, fail) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      if (!chunked) headers['content-length'] = String(Buffer.byteLength(body));
    }
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        done({ status: res.statusCode ?? 0, body: text, reusedSocket: req.reusedSocket });
      });
    });
    req.on('error', fail);
    if (body !== undefined) for (let at = 0; at < body.length; at += 8192) req.write(body.slice(at, at + 8192));
    req.end();
  });
}

describe('keep-alive after a 413 (scripts/serve.ts)', () => {
  const oversized = JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) });

  it.each([
    ['with a Content-Length', false],
    ['chunked', true],
  ])('the next request on the same connection is answered (%s)', async (_, chunked) => {
    expect(oversized.length).toBeGreaterThan(MAX_BODY_BYTES);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, 'POST', '/api/inquiries', oversized, chunked);
      expect(refused.status).toBe(413);
      expect(refused.reusedSocket).toBe(false);
      const next = await send(agent, 'GET', '/api/advisors');
      expect(next.status).toBe(200);
      expect(next.reusedSocket).toBe(true);
      expect(JSON.parse(next.body)).toBeInstanceOf(Array);
    } finally {
      agent.destroy();
    }
  });
});

describe('a refused body that is too large to read through (scripts/serve.ts)', () => {
  it('a declared 100 MB body gets its 413 with Connection: close, and the connection closes unread', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answer = await new Promise<{ status: number; connection: string | undefined; closed: boolean }>(
        (done, fail) => {
          const req = request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/api/inquiries',
              agent,
              headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) },
            },
            (res) => {
              res.resume();
              res.on('end', () => {
                // The server ends its side: the socket closes without the client sending the 100 MB.
                req.socket?.once('close', () => {
                  done({ status: res.statusCode ?? 0, connection: res.headers.connection, closed: true });
                });
              });
            },
          );
          req.on('error', fail);
          req.write('x'.repeat(64 * 1024));
        },
      );
      expect(answer).toEqual({ status: 413, connection: 'close', closed: true });
      const next = await send(agent, 'GET', '/api/advisors');
      expect(next.status).toBe(200);
      expect(next.reusedSocket).toBe(false);
    } finally {
      agent.destroy();
    }
  });

  it('a chunked body goes on being read only up to a bound, then the connection closes', async () => {
    const total = 64 * 1024 * 1024;
    // A raw socket, so that nothing but the server decides when the sending stops.
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const chunk = `10000\r\n${'x'.repeat(0x10000)}\r\n`;
    const sent = await new Promise<number>((done) => {
      let written = 0;
      socket.on('error', () => undefined);
      socket.once('close', () => done(written));
      socket.resume();
      socket.write(
        `POST /api/inquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const pump = (): void => {
        while (written < total && !socket.destroyed) {
          written += 0x10000;
          if (!socket.write(chunk)) {
            socket.once('drain', pump);
            return;
          }
        }
        if (!socket.destroyed) socket.end('0\r\n\r\n');
      };
      pump();
    });
    expect(sent).toBeLessThan(total);
    const next = await send(new Agent(), 'GET', '/api/advisors');
    expect(next.status).toBe(200);
  });
});

describe('the Host header (scripts/serve.ts)', () => {
  it('is not trusted: a request claiming another host, with that host as its Origin, is cross-site', async () => {
    const answer = await new Promise<number>((done, fail) => {
      const body = JSON.stringify({ name: 'Ann Example', email: 'ann@example.com' });
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/inquiries',
          headers: {
            host: 'evil.example',
            origin: 'http://evil.example',
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
          },
        },
        (res) => {
          res.resume();
          done(res.statusCode ?? 0);
        },
      );
      req.on('error', fail);
      req.end(body);
    });
    expect(answer).toBe(403);
  });
});

/**
 * A form posted without JavaScript through 127.0.0.1, with its honeypot filled: a post past the same-site
 * check is sent to the thank-you page, and nothing is stored.
 */
function postForm(path: string, headers: Record<string, string>): Promise<{ status: number; location?: string }> {
  return new Promise((done, fail) => {
    const body = new URLSearchParams({ [HONEYPOT_FIELD]: 'https://bot.example' }).toString();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: {
          ...headers,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        res.resume();
        done({ status: res.statusCode ?? 0, ...(res.headers.location ? { location: res.headers.location } : {}) });
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

describe('the loopback names (scripts/serve.ts)', () => {
  it.each(['127.0.0.1', 'localhost', '[::1]'])(
    'are the same site: a form posted from a page at http://%s:PORT is accepted',
    async (name) => {
      const address = `${name}:${String(port)}`;
      expect(await postForm('/api/inquiries', { host: address, origin: `http://${address}` })).toEqual({
        status: 303,
        location: THANK_YOU_PAGE.inquiry,
      });
    },
  );

  it('leave other origins cross-site: a foreign Origin, or another port, is refused', async () => {
    const own = `127.0.0.1:${String(port)}`;
    expect(await postForm('/api/inquiries', { host: own, origin: 'http://evil.example' })).toEqual({ status: 403 });
    const otherPort = `localhost:${String(port + 1)}`;
    expect(await postForm('/api/inquiries', { host: otherPort, origin: `http://${otherPort}` })).toEqual({
      status: 403,
    });
  });
});

describe('a host in the request target (scripts/serve.ts)', () => {
  it.each([
    // A path of this site, which no function owns.
    ['//evil.example/api/inquiries', 404],
    // The inquiries function, at the server's own address: the post is cross-site.
    ['http://evil.example/api/inquiries', 403],
  ])('is not the address: a form posted to %s from that host is answered %i', async (path, status) => {
    expect((await postForm(path, { origin: 'http://evil.example' })).status).toBe(status);
  });
});

describe('a function whose path prefers built files (scripts/serve.ts)', () => {
  const get = (path: string) => fetch(`http://127.0.0.1:${String(port)}${path}`, { redirect: 'manual' });
  const advisors = teamMembers().filter((member) => member.role === 'advisor');

  it('leaves a built profile to its file, and renders the profile of an advisor the MLS names', async () => {
    const built = await get(advisorPath(advisors.find((member) => !rendersOnRequest(member))!.slug));
    expect(built.status).toBe(200);
    expect(built.headers.get('netlify-cache-tag')).toBeNull();
    const rendered = advisors.find(rendersOnRequest)!;
    const page = await get(advisorPath(rendered.slug));
    expect(page.status).toBe(200);
    expect(page.headers.get('netlify-cache-tag')).toBe('listings');
    expect(await page.text()).toContain(`>${rendered.name}</h1>`);
  });

  it('answers an old numeric address with its redirect, and an unknown slug with Advisor Not Found', async () => {
    const moved = await get(legacyAdvisorPath(advisors[0]!.id));
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(advisorPath(advisors[0]!.slug));
    const unknown = await get('/advisors/no-such-person');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Advisor Not Found');
  });
});

describe('built assets (scripts/serve.ts)', () => {
  it('are answered compressed, byte for byte the built file, however often and in either encoding', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const name = (await readdir(resolve(root, 'dist/_astro'))).find((file) => file.endsWith('.js'));
    expect(name).toBeDefined();
    const built = await readFile(resolve(root, 'dist/_astro', name!));
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      // node:http, which leaves the body as sent (fetch would decompress it).
      const { status, contentEncoding, body } = await new Promise<{
        status: number;
        contentEncoding: string | undefined;
        body: Buffer;
      }>((done, fail) => {
        request(
          { host: '127.0.0.1', port, path: `/_astro/${name!}`, headers: { 'accept-encoding': encoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              done({
                status: res.statusCode ?? 0,
                contentEncoding: res.headers['content-encoding'],
                body: Buffer.concat(chunks),
              });
            });
          },
        )
          .on('error', fail)
          .end();
      });
      expect(status).toBe(200);
      expect(contentEncoding).toBe(encoding);
      const sent = decode(body);
      expect(sent.equals(built), encoding).toBe(true);
    }
  });
});

describe('the image CDN (scripts/serve.ts)', () => {
  it("transforms a photo a function serves: a feed listing's, copied from the fixture MLS", async () => {
    // The server opens with the bundled fixture MLS synced, so the catalogue has feed listings.
    const listings = (await (await fetch(`http://127.0.0.1:${String(port)}/api/properties`)).json()) as {
      source?: string;
      images: string[];
    }[];
    const photo = listings.find((listing) => listing.source === 'mls')?.images[0];
    expect(photo?.startsWith(PHOTO_PATH_PREFIX)).toBe(true);
    const url = `http://127.0.0.1:${String(port)}/.netlify/images?url=${encodeURIComponent(photo!)}&w=400&fm=webp`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
