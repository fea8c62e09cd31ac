// An HTTPS front with HTTP/2 before the local server, for the Lighthouse benchmark: Netlify's CDN serves every
// site over TLS with HTTP/2, so a page's files share one connection. Over the local server's plain HTTP/1.1,
// Lighthouse's simulation gives each file loaded at once a connection of its own, with its own handshake and
// slow start, and counts that against the page. The certificate is self-signed, made at start.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** Headers of HTTP/1.1 connections that HTTP/2 forbids. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

const withoutConnectionHeaders = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !CONNECTION_HEADERS.has(name)),
  );

export interface HttpsFront {
  origin: string;
  close: () => Promise<void>;
}

/** Serves https://localhost:{port} (0: any free port) from the local server at `target` (http://host:port). */
export async function startHttpsFront(target: string, port = 0): Promise<HttpsFront> {
  const { private: key, cert } = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
  });
  const upstream = new URL(target);
  const forward = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const proxied = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        // The local server's own host, so the pages it renders name it as they do when served directly.
        headers: { ...withoutConnectionHeaders(req.headers), host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, withoutConnectionHeaders(answer.headers));
        answer.pipe(res);
      },
    );
    proxied.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(proxied);
  };
  const server = createSecureServer({ key, cert, allowHTTP1: true }, forward);
  // A browser that drops a stream mid-answer (a navigation away) is not the server's failure.
  server.on('sessionError', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `https://localhost:${String(bound)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
