import { mkdtemp, rm } from 'node:fs/promises';
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
 */
export async function startLocalBlobs(): Promise<LocalBlobs> {
  const directory = await mkdtemp(join(tmpdir(), 'blobs-'));
  const token = 'local-test-token';
  const server = new BlobsServer({ directory, token, port: 0 });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  setEnvironmentContext({ siteID: 'test-site', token, edgeURL: url, uncachedEdgeURL: url });
  return {
    async stop() {
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
