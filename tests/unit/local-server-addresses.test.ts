// The address the local server gives a request (scripts/local-server/addresses.ts): a loopback name it answers
// on is its own, whichever it was started with; any other Host, or a host in the request target, is only a
// claim.
import { describe, expect, it } from 'vitest';
import { requestOrigin, requestUrl } from '#scripts/local-server/addresses.ts';

const server = 'http://localhost:8888';

describe('requestOrigin', () => {
  it.each([
    ['127.0.0.1:8888', 'http://127.0.0.1:8888'],
    ['[::1]:8888', 'http://[::1]:8888'],
    ['LOCALHOST:8888', 'http://localhost:8888'],
  ])('takes Host %s, another loopback name of the server, as addressed', (host, origin) => {
    expect(requestOrigin(server, host, '127.0.0.1')).toBe(origin);
    expect(requestOrigin(server, host, '::ffff:127.0.0.1')).toBe(origin);
    expect(requestOrigin(server, host, '::1')).toBe(origin);
  });

  it.each([
    ['another host', 'evil.example:8888'],
    ['another port', '127.0.0.1:9999'],
    ['no port', '127.0.0.1'],
    ['a host behind user info', 'localhost:8888@evil.example'],
    ['no host at all', '::'],
    ['none', undefined],
  ])('keeps its own origin for %s', (_, host) => {
    expect(requestOrigin(server, host, '127.0.0.1')).toBe(server);
  });

  it('keeps its own origin for a loopback name on a connection that did not come in on loopback', () => {
    expect(requestOrigin('http://0.0.0.0:8888', '127.0.0.1:8888', '192.0.2.10')).toBe('http://0.0.0.0:8888');
  });
});

describe('requestUrl', () => {
  it.each([
    ['/api/inquiries?kind=valuation', 'http://localhost:8888/api/inquiries?kind=valuation'],
    ['//evil.example/api/inquiries', 'http://localhost:8888//evil.example/api/inquiries'],
    ['/\\evil.example/api/inquiries', 'http://localhost:8888//evil.example/api/inquiries'],
    ['http://evil.example/api/inquiries?x=1', 'http://localhost:8888/api/inquiries?x=1'],
  ])('names %s at the origin, whatever host it names', (target, url) => {
    expect(requestUrl(server, target).href).toBe(url);
  });
});
