// The local server's node:http listener: each request goes to the in-process function that owns its path
// (unless it prefers a built file that is there), to the image CDN, or to @netlify/dev for the built files
// with their redirects and headers; unknown paths get the 404 page, as on Netlify.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { NetlifyDev } from '@netlify/dev';
import { requestOrigin, requestUrl } from './addresses.ts';
import { answerWith, send } from './bridge.ts';
import { localContext, matchFunction, type Route } from './functions.ts';
import { transformedImages } from './images.ts';
import { hasStaticFile } from './static-files.ts';

interface LocalSite {
  netlify: NetlifyDev;
  functions: Route[];
  /** The server's own address, which the functions get as the site's URL. */
  origin: string;
  /** The built site (dist/), for the functions whose path prefers its files. */
  publishDir: string;
}

export function createLocalServer({ netlify, functions, origin, publishDir }: LocalSite): Server {
  const transformedImage = transformedImages(netlify);
  let requestCount = 0;

  /** Netlify answers unknown paths with /404.html, its header rules applied, and status 404. */
  async function notFound(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const headers = new Headers();
    const page = await netlify.handle(new Request(`${origin}/404.html`), {
      headersCollector: (key, value) => headers.set(key, value),
    });
    const body = page ? await page.arrayBuffer() : 'Not Found';
    const response = new Response(body, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
    await send(req, res, response, headers);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // URLs and the same-site checks use the address the request came to when it is one of the server's
    // own, never what a client claims in Host.
    const addressed = requestOrigin(origin, req.headers.host, req.socket.localAddress);
    req.headers.host = new URL(addressed).host;
    const collected = new Headers();
    try {
      const url = requestUrl(addressed, req.url ?? '/');
      const match = matchFunction(functions, url);
      if (match && !(match.route.preferStatic && (await hasStaticFile(publishDir, url.pathname)))) {
        requestCount += 1;
        const call = {
          params: match.params,
          ip: req.socket.remoteAddress ?? '127.0.0.1',
          requestId: `local-${requestCount}`,
        };
        await answerWith(req, res, url, (request) => match.route.handler(request, localContext(origin, call)));
        return;
      }
      if (req.method === 'GET' && req.url?.startsWith('/.netlify/images?')) {
        const image = await transformedImage(req);
        if (!image) await notFound(req, res);
        else
          await send(req, res, new Response(image.body, { status: image.status, headers: image.headers }), collected);
        return;
      }
      const result = await netlify.handleAndIntrospectNodeRequest(req, {
        headersCollector: (key, value) => collected.set(key, value),
      });
      if (!result || (result.response.status === 404 && result.type === 'static')) await notFound(req, res);
      else await send(req, res, result.response, collected);
    } catch (error) {
      // A visitor who navigates away mid-response closes the socket: nothing to report.
      if (res.destroyed || req.destroyed) return;
      console.error(`${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  // Node closes an idle keep-alive connection after 5 s. A client that reuses it at that moment gets
  // ECONNRESET (seen under load, when a burst of requests leaves some sockets idle for a few seconds), so
  // idle connections stay open as long as a CDN edge keeps them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
