// The local server's CDN caches (scripts/local-server): one piece of work per key however many ask at
// once, a bound with the oldest dropped first, and failures tried again.
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { cdnCache } from '#scripts/local-server/cdn-cache.ts';
import { TRANSFORMED_IMAGES_KEPT, transformedImages } from '#scripts/local-server/images.ts';

describe('cdnCache', () => {
  it('makes a value once for concurrent and later requests of the same key', async () => {
    const cache = cdnCache<string>(10);
    let made = 0;
    const make = () => Promise.resolve(`value ${++made}`);
    const answers = await Promise.all([cache('a', make), cache('a', make)]);
    expect(answers).toEqual(['value 1', 'value 1']);
    expect(await cache('a', make)).toBe('value 1');
    expect(made).toBe(1);
  });

  it('keeps at most its limit, dropping the oldest first', async () => {
    const cache = cdnCache<string>(2);
    const made: string[] = [];
    const make = (key: string) => () => {
      made.push(key);
      return Promise.resolve(key);
    };
    for (const key of ['a', 'b', 'c']) await cache(key, make(key));
    await cache('c', make('c'));
    await cache('b', make('b'));
    expect(made).toEqual(['a', 'b', 'c']);
    await cache('a', make('a'));
    expect(made).toEqual(['a', 'b', 'c', 'a']);
  });

  it('tries again after a failure, or after a value it does not keep', async () => {
    const cache = cdnCache<number>(10, (value) => value > 0);
    let calls = 0;
    await expect(cache('failing', () => Promise.reject(new Error(`failure ${++calls}`)))).rejects.toThrow('failure 1');
    await expect(cache('failing', () => Promise.resolve(++calls))).resolves.toBe(2);
    expect(await cache('refused', () => Promise.resolve(0))).toBe(0);
    expect(await cache('refused', () => Promise.resolve(1))).toBe(1);
  });
});

describe('the image CDN cache', () => {
  /** A stand-in for @netlify/dev that counts its encodes and answers 404 for URLs naming `missing`. */
  function fakeNetlify() {
    const encoded: string[] = [];
    const netlify = {
      handleAndIntrospectNodeRequest: (req: IncomingMessage) => {
        const url = req.url ?? '';
        encoded.push(url);
        const status = url.includes('missing') ? 404 : 200;
        return Promise.resolve({ response: new Response('image', { status }), type: 'image' as const });
      },
    };
    return { netlify, encoded };
  }

  const request = (url: string): IncomingMessage => {
    const req = new IncomingMessage(new Socket());
    req.url = url;
    return req;
  };

  it(`keeps ${String(TRANSFORMED_IMAGES_KEPT)} images, then encodes the oldest again when asked for it`, async () => {
    const { netlify, encoded } = fakeNetlify();
    const image = transformedImages(netlify);
    const url = (n: number) => `/.netlify/images?url=/images/${String(n)}.webp&w=400&fm=avif`;
    for (let n = 0; n <= TRANSFORMED_IMAGES_KEPT; n += 1) await image(request(url(n)));
    expect(encoded).toHaveLength(TRANSFORMED_IMAGES_KEPT + 1);
    const newest = await image(request(url(TRANSFORMED_IMAGES_KEPT)));
    expect(newest?.status).toBe(200);
    expect(encoded).toHaveLength(TRANSFORMED_IMAGES_KEPT + 1);
    await image(request(url(0)));
    expect(encoded).toHaveLength(TRANSFORMED_IMAGES_KEPT + 2);
  });

  it('does not keep an image that was not made', async () => {
    const { netlify, encoded } = fakeNetlify();
    const image = transformedImages(netlify);
    const missing = '/.netlify/images?url=/images/missing.webp&w=400&fm=avif';
    expect((await image(request(missing)))?.status).toBe(404);
    await image(request(missing));
    expect(encoded).toEqual([missing, missing]);
  });
});
