import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import advisorFunction from '#netlify/functions/advisor.mts';
import advisorsFunction from '#netlify/functions/advisors.mts';
import testimonialsFunction from '#netlify/functions/testimonials.mts';

const get = (path: string, method = 'GET') => new Request(`http://localhost${path}`, { method });

describe('GET /api/advisors', () => {
  it('lists every advisor of data/team/team.en.json with the spec fields and their slug', async () => {
    const team = JSON.parse(await readFile(resolve(import.meta.dirname, '../../data/team/team.en.json'), 'utf8')) as {
      role: string;
    }[];
    const response = advisorsFunction(get('/api/advisors'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: number }[];
    expect(body).toHaveLength(team.filter((m) => m.role === 'advisor').length);
    expect(Object.keys(body[0]!).sort()).toEqual(['id', 'image', 'name', 'phone', 'slug', 'title']);
    expect(response.headers.get('netlify-cache-tag')).toBe('team');
  });

  it('405 for POST', () => {
    expect(advisorsFunction(get('/api/advisors', 'POST')).status).toBe(405);
  });
});

describe('GET /api/advisors/{id}', () => {
  it('returns one advisor', async () => {
    const response = advisorFunction(get('/api/advisors/7'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: 7,
      name: 'Alexandra Whitmore',
      title: 'Advisor',
      phone: '(401) 555-0110',
      image: '/images/team/alexandra-whitmore.webp',
      slug: 'alexandra-whitmore',
    });
  });

  it.each([
    ['1', 404],
    ['999', 404],
    ['0', 400],
    ['abc', 400],
    ['%E0', 400],
  ])('id %s → %d', async (id, status) => {
    const response = advisorFunction(get(`/api/advisors/${id}`));
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
  });

  it('405 for DELETE', () => {
    expect(advisorFunction(get('/api/advisors/7', 'DELETE')).status).toBe(405);
  });
});

describe('GET /api/testimonials', () => {
  it('lists the testimonials', async () => {
    const response = testimonialsFunction(get('/api/testimonials'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { quote: string }[];
    expect(body.length).toBeGreaterThan(0);
    expect(body[0]).toHaveProperty('quote');
  });

  it('405 for PUT', () => {
    expect(testimonialsFunction(get('/api/testimonials', 'PUT')).status).toBe(405);
  });
});
