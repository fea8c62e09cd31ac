import { describe, expect, it } from 'vitest';
import { agentJsonLd, biography, consultationHref, firstName, profileJsonLd } from '#src/features/team/profile.ts';
import { fillTemplate } from '#src/lib/template.ts';
import { PARTNER_ROTATION_MS, nextIndex } from '#src/lib/rotation.ts';
import { shareOrCopy, type ShareTarget } from '#src/lib/share.ts';

describe('fillTemplate', () => {
  it('fills every placeholder', () => {
    expect(fillTemplate('Why Choose {brand}? {brand}!', { brand: 'Flagship' })).toBe('Why Choose Flagship? Flagship!');
    expect(fillTemplate('No placeholders', {})).toBe('No placeholders');
  });
  it('throws on an unknown placeholder, naming it', () => {
    expect(() => fillTemplate('Hello {nmae}', { name: 'Ann' })).toThrow('{nmae}');
  });
});

describe('advisor profiles', () => {
  const template = { bioTemplate: ['{name} works at {brand}.', '{firstName} knows {network}.'] };

  it('uses the custom biography when there is one', () => {
    expect(
      biography({ name: 'Ann Lee', phone: '(401) 555-0100', bio: ['Custom paragraph one.'] }, template, 'Brand', 'Net'),
    ).toEqual(['Custom paragraph one.']);
  });
  it('fills the template otherwise', () => {
    expect(biography({ name: 'Ann Lee', phone: '(401) 555-0100', bio: null }, template, 'Brand', 'Net')).toEqual([
      'Ann Lee works at Brand.',
      'Ann knows Net.',
    ]);
    expect(biography({ name: 'Ann Lee', phone: '(401) 555-0100', bio: [] }, template, 'Brand', 'Net')).toHaveLength(2);
  });
  it('takes the first name', () => {
    expect(firstName('  J.P.  Whitaker ')).toBe('J.P.');
  });
  it('links Schedule Consultation to the contact form with the advisor', () => {
    expect(consultationHref('sean-obrien')).toBe('/contact?advisor=sean-obrien#inquiry');
  });
  it('describes the advisor for search engines, leaving out an empty email', () => {
    const ld = agentJsonLd({
      name: 'Ann Lee',
      title: 'Advisor',
      phone: '(401) 555-0100',
      email: '',
      url: 'https://x/advisors/ann-lee',
      image: null,
      brand: 'B',
      brandUrl: 'https://x/',
    });
    expect(ld).toMatchObject({
      '@type': 'Person',
      name: 'Ann Lee',
      worksFor: { '@type': 'RealEstateAgent', name: 'B' },
    });
    expect(ld).not.toHaveProperty('email');
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('makesOffer');
  });
  it("lists the advisor's listings as offers", () => {
    const ld = agentJsonLd({
      name: 'Ann Lee',
      title: 'Advisor',
      phone: '(401) 555-0100',
      email: '',
      url: 'https://x/advisors/ann-lee',
      image: null,
      brand: 'B',
      brandUrl: 'https://x/',
      offers: [{ name: 'Harbor House', url: 'https://x/properties/5', price: 1_250_000 }],
    });
    expect(ld).toMatchObject({
      makesOffer: [
        {
          '@type': 'Offer',
          url: 'https://x/properties/5',
          price: 1_250_000,
          priceCurrency: 'USD',
          itemOffered: { '@type': 'RealEstateListing', name: 'Harbor House', url: 'https://x/properties/5' },
        },
      ],
    });
  });
});

describe("a profile's Person block", () => {
  it('names the profile, the headshot and each listing by their URLs at the site, in the order given', () => {
    const member = {
      name: 'Ann Lee',
      title: 'Advisor',
      phone: '(401) 555-0100',
      email: 'ann@x.test',
      image: '/images/team/ann.webp',
      slug: 'ann-lee',
    };
    const listings = [
      { id: 1_000_001, title: 'Harbor House', price: 1_250_000 },
      { id: 5, title: 'Bay Cottage', price: 900_000 },
    ];
    expect(profileJsonLd(member, listings, 'https://x.test', 'B')).toMatchObject({
      '@type': 'Person',
      url: 'https://x.test/advisors/ann-lee',
      image: 'https://x.test/images/team/ann.webp',
      worksFor: { name: 'B', url: 'https://x.test/' },
      makesOffer: [
        { url: 'https://x.test/properties/1000001', price: 1_250_000, itemOffered: { name: 'Harbor House' } },
        { url: 'https://x.test/properties/5', price: 900_000, itemOffered: { name: 'Bay Cottage' } },
      ],
    });
    expect(profileJsonLd({ ...member, image: null }, [], 'https://x.test', 'B')).not.toHaveProperty('makesOffer');
  });
});

describe('partner rotation', () => {
  it('rotates every 4000 ms through the four partners and wraps', () => {
    expect(PARTNER_ROTATION_MS).toBe(4000);
    expect([0, 1, 2, 3].map((i) => nextIndex(i, 4))).toEqual([1, 2, 3, 0]);
    expect(nextIndex(0, 0)).toBe(0);
  });
});

describe('shareOrCopy', () => {
  const data = { title: 'T', url: 'https://x/market-updates/a' };
  const clipboard = () => {
    const copied: string[] = [];
    return { copied, writeText: async (text: string) => void copied.push(text) };
  };

  it('uses the Web Share API when present', async () => {
    const shared: unknown[] = [];
    const board = clipboard();
    const target: ShareTarget = { share: async (d) => void shared.push(d), clipboard: board };
    expect(await shareOrCopy(data, target)).toBe('');
    expect(shared).toEqual([data]);
    expect(board.copied).toEqual([]);
  });
  it('says nothing when the visitor cancels the share sheet', async () => {
    const board = clipboard();
    const target: ShareTarget = {
      share: () => Promise.reject(new DOMException('cancelled', 'AbortError')),
      clipboard: board,
    };
    expect(await shareOrCopy(data, target)).toBe('');
    expect(board.copied).toEqual([]);
  });
  it('copies the link when sharing is refused or missing', async () => {
    const board = clipboard();
    expect(
      await shareOrCopy(data, {
        share: () => Promise.reject(new DOMException('no', 'NotAllowedError')),
        clipboard: board,
      }),
    ).toBe('Link copied to clipboard.');
    expect(await shareOrCopy(data, { clipboard: board })).toBe('Link copied to clipboard.');
    expect(board.copied).toEqual([data.url, data.url]);
  });
  it('shows the link when the clipboard is unavailable', async () => {
    expect(await shareOrCopy(data, {})).toBe(`Copy this link: ${data.url}`);
    // In the page's language, as the page writes the words.
    const words = { copied: 'Link copiado para a área de transferência.', copyThis: 'Copie este link:' };
    expect(await shareOrCopy(data, { clipboard: clipboard() }, words)).toBe(words.copied);
    expect(await shareOrCopy(data, {}, words)).toBe(`Copie este link: ${data.url}`);
    expect(await shareOrCopy(data, { clipboard: { writeText: () => Promise.reject(new Error('denied')) } })).toBe(
      `Copy this link: ${data.url}`,
    );
  });
});
