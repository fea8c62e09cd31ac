// `npm run cms` runs decap-server, which writes into the working tree: it must listen on 127.0.0.1 only and
// answer cross-origin calls from the local dev server only. The real decap-server, started as scripts/cms.ts does.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '#tests/helpers/free-port.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decapServerApi, decapServerEnv } from '#src/features/cms/local-backend.ts';

const root = resolve(import.meta.dirname, '../..');
const devPort = 4321;
let port: number;
let repository: string;
let server: ChildProcess;

/** True when a TCP connection to host:port opens. */
function reachable(host: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
  });
}

beforeAll(async () => {
  port = await freePort();
  repository = await mkdtemp(join(tmpdir(), 'cms-repo-'));
  server = spawn(process.execPath, [join(root, 'node_modules/decap-server/dist/index.js')], {
    env: { ...process.env, ...decapServerEnv({ port, devPort, repository }), MODE: 'fs', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  while (!(await reachable('127.0.0.1'))) {
    if (Date.now() > deadline) throw new Error('decap-server did not start');
    await new Promise((wait) => setTimeout(wait, 200));
  }
}, 40_000);

afterAll(async () => {
  server.kill();
  await rm(repository, { recursive: true, force: true });
});

const preflight = (origin: string) =>
  fetch(decapServerApi(port), {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });

describe('decap-server for npm run cms', () => {
  it('answers on 127.0.0.1', async () => {
    const response = await fetch(decapServerApi(port), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"action":"info"}',
    });
    expect(response.status).toBe(200);
  });

  it('listens on no other interface', async () => {
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address !== undefined && !address.internal)
      .map((address) => address!.address);
    for (const host of ['::1', ...others]) expect(await reachable(host), host).toBe(false);
  });

  it('lets the local dev server call it, and no other origin', async () => {
    const local = await preflight(`http://localhost:${String(devPort)}`);
    expect(local.headers.get('access-control-allow-origin')).toBe(`http://localhost:${String(devPort)}`);
    for (const origin of ['https://evil.example', 'http://localhost:9999', 'http://127.0.0.1:4322']) {
      const answer = await preflight(origin);
      // A browser lets a page read the answer only when this names its own origin (or is "*").
      expect(answer.headers.get('access-control-allow-origin'), origin).not.toBe(origin);
      expect(answer.headers.get('access-control-allow-origin'), origin).not.toBe('*');
    }
  });
});
