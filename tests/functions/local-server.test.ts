// The local server (scripts/serve.ts, what `npm start` runs) keeps a keep-alive connection usable after a
// function refuses a body without reading it all (413), with or without a Content-Length.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '#src/lib/server/body.ts';

const root = resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

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
