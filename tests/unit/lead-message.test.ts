import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  composeLeadEmail,
  inquiryWebhookBody,
  leadSubject,
  listingIdFromPage,
  type LeadListing,
} from '#src/features/leads/lead-message.tsx';
import { headerSafe } from '#src/features/mail/headers.ts';
import type { StoredInquiry } from '#src/schemas/inquiry.ts';
import { unescapeHtml } from '#tests/helpers/html-text.ts';

const inquiry: StoredInquiry = {
  id: '01KTESTINQUIRY0000000000000',
  receivedAt: '2026-11-20T10:00:00.000Z',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '(401) 555-0100',
  interestType: 'Buying a Property',
  message: 'Please call me about the house.',
  page: '/properties/7',
};
const listing: LeadListing = {
  id: 7,
  title: 'Fixture Point Estate',
  price: 3_250_000,
  address: '1 Test Way',
  city: 'Jamestown',
  state: 'RI',
  zipcode: '02835',
};
const context = { siteUrl: 'https://www.example.test', leadsEmail: 'leads@example.test', listing, advisor: null };

describe('listingIdFromPage', () => {
  it.each([
    ['/properties/7', 7],
    ['/properties/7/', 7],
    ['/properties', null],
    ['/properties/listing', null],
    ['/contact', null],
    [null, null],
  ])('%s → %s', (page, id) => expect(listingIdFromPage(page)).toBe(id));
});

describe('the subject', () => {
  it('names the kind, the visitor and the listing', () => {
    expect(leadSubject(inquiry, listing)).toBe('New inquiry: Buying a Property — Grace Hopper — Fixture Point Estate');
    expect(leadSubject(inquiry, null)).toBe('New inquiry: Buying a Property — Grace Hopper');
  });

  it('is always one line, whatever the name holds', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(leadSubject({ ...inquiry, name }, null)).not.toMatch(/[\r\n\u2028\u2029]/);
      }),
    );
  });
});

describe('headerSafe', () => {
  it('turns line breaks and control characters into single spaces', () => {
    expect(headerSafe('Eve\r\nBcc: x@example.com\u2028y\u0000z')).toBe('Eve Bcc: x@example.com y z');
  });

  it('removes invisible format characters, so a subject cannot be made to read otherwise', () => {
    expect(headerSafe('Grace \u202Egnp.exe\u202C Hopper\u200B\u2066x\u2069\uFEFF')).toBe('Grace gnp.exe Hopperx');
    expect(leadSubject({ ...inquiry, name: 'Ann\u202E Lee', interestType: 'Other\u200B' }, null)).toBe(
      'New inquiry: Other — Ann Lee',
    );
  });
});

describe('composeLeadEmail', () => {
  it('addresses the office alone without an advisor, and the advisor with the office in Cc otherwise', () => {
    expect(composeLeadEmail(inquiry, context)).toMatchObject({ to: ['leads@example.test'], cc: [] });
    expect(
      composeLeadEmail(inquiry, { ...context, advisor: { name: 'Ada Advisor', email: 'ada@example.test' } }),
    ).toMatchObject({ to: ['ada@example.test'], cc: ['leads@example.test'] });
  });

  it('lists every field, the full page link, the price, the address and the id in both bodies', () => {
    const email = composeLeadEmail(inquiry, context);
    for (const body of [email.text, email.html])
      for (const value of [
        inquiry.name,
        inquiry.email,
        inquiry.phone,
        inquiry.interestType,
        inquiry.message,
        'https://www.example.test/properties/7',
        '$3,250,000',
        '1 Test Way, Jamestown, RI 02835',
        inquiry.id,
      ])
        expect(body).toContain(value);
    expect(email.replyTo).toEqual({ name: 'Grace Hopper', address: 'grace@example.com' });
  });

  it('puts typed text in the HTML only as text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, message) => {
        const { html } = composeLeadEmail({ ...inquiry, name, message }, context);
        // No tag inside the message's paragraph or the last line, and the text reads back as typed.
        const paragraph = /<p style="white-space:pre-wrap">([^<]*)<\/p>/.exec(html)?.[1];
        expect(paragraph === undefined ? undefined : unescapeHtml(paragraph)).toBe(message);
        const answer = /<p>Reply to this e-mail to answer ([^<]*) directly\.<\/p>/.exec(html)?.[1];
        expect(answer === undefined ? undefined : unescapeHtml(answer)).toBe(name);
      }),
    );
    const { html } = composeLeadEmail({ ...inquiry, message: '<script>alert(1)</script>' }, context);
    expect(html).not.toContain('<script>');
  });

  it.each(['//evil.example/x', '/.//evil.example', '/\\evil.example', 'https://evil.example/'])(
    'never links "Sent from" off the site, even for a stored page %j',
    (page) => {
      const { text, html } = composeLeadEmail({ ...inquiry, page }, { ...context, listing: null });
      expect(text).toContain('Sent from: unknown page');
      expect(text + html).not.toContain('evil.example');
    },
  );
});

describe('inquiryWebhookBody', () => {
  it('is the stored inquiry with the listing summary, or listing null', () => {
    expect(JSON.parse(inquiryWebhookBody(inquiry, listing, 'https://www.example.test'))).toEqual({
      type: 'inquiry.created',
      data: {
        ...inquiry,
        listing: { id: 7, title: 'Fixture Point Estate', url: 'https://www.example.test/properties/7' },
      },
    });
    expect(JSON.parse(inquiryWebhookBody(inquiry, null, 'https://www.example.test'))).toMatchObject({
      data: { listing: null },
    });
  });
});

describe('an inquiry from a page in another language', () => {
  it('stays in English and says which language the visitor wrote from', () => {
    const email = composeLeadEmail({ ...inquiry, page: '/pt' }, { ...context, listing: null });
    expect(email.text).toContain('A new inquiry arrived from the website. The visitor wrote from the Portuguese site.');
    expect(unescapeHtml(email.html)).toContain('The visitor wrote from the Portuguese site.');
    expect(composeLeadEmail({ ...inquiry, page: '/es/faq' }, context).text).toContain('from the Spanish site');
  });

  it('says nothing of the kind for an English page or an unknown one', () => {
    for (const page of ['/contact', '/', '/estates', null])
      expect(composeLeadEmail({ ...inquiry, page }, context).text).not.toContain('The visitor wrote from');
  });
});
