// The lead forms without JavaScript: reading and checking a form-encoded post (lead-form-post.ts), the form
// page's block (lead-pages.ts) and the form as HTML (StaticLeadForm).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { checkLeadForm, formKind, readLeadForm } from '#src/features/leads/lead-form-post.ts';
import { decodedSize, isFormEncoded } from '#src/lib/server/body.ts';
import {
  fillFormPage,
  INQUIRY_FORM_ACTION,
  LEAD_FORM_REGION,
  VALUATION_FORM_ACTION,
} from '#src/features/leads/lead-pages.ts';
import { StaticLeadForm } from '#src/features/leads/StaticLeadForm.tsx';
import { valuationToInquiry } from '#src/features/leads/valuation-request.ts';
import { inquiryPayloadSchema } from '#src/schemas/inquiry.ts';
import { valuationFormSchema } from '#src/schemas/valuation.ts';
import { VALID_VALUATION } from '#tests/helpers/valuation.ts';

const inquiry = {
  name: ' Ann Lee ',
  email: 'ann@example.com ',
  phone: '(401) 555-0100',
  interestType: 'Selling a Property',
  message: 'Please call me about listing my home.',
  consent: 'on',
};
const form = (fields: Record<string, string>) => new URLSearchParams(fields);
/** A valuation form as the browser posts it: every text field, "on" for the ticked consent. */
const valuationForm = (changes: Record<string, string> = {}) =>
  form({
    ...Object.fromEntries(Object.entries(VALID_VALUATION).filter(([name]) => name !== 'consent')),
    consent: 'on',
    ...changes,
  });

describe('isFormEncoded and formKind', () => {
  it.each<[string | null, boolean]>([
    ['application/x-www-form-urlencoded', true],
    ['application/x-www-form-urlencoded; charset=UTF-8', true],
    ['Application/X-WWW-Form-Urlencoded', true],
    ['application/x-www-form-urlencodedx', false],
    ['application/json', false],
    ['multipart/form-data; boundary=x', false],
    ['', false],
    [null, false],
  ])('%j → %s', (type, expected) => {
    expect(isFormEncoded(type)).toBe(expected);
  });

  it('tells the valuation form by its action, and takes anything else for an inquiry', () => {
    expect(formKind(new URL(VALUATION_FORM_ACTION, 'https://x.test'))).toBe('valuation');
    expect(formKind(new URL(INQUIRY_FORM_ACTION, 'https://x.test'))).toBe('inquiry');
    expect(formKind(new URL('/api/inquiries?form=other', 'https://x.test'))).toBe('inquiry');
  });
});

describe('readLeadForm', () => {
  it("keeps the form's fields as typed, consent as ticked, and leaves anything else out", () => {
    const post = readLeadForm('inquiry', form({ ...inquiry, admin: 'true', id: 'mine' }));
    expect(post).toEqual({
      kind: 'inquiry',
      values: { ...inquiry, consent: true },
      honeypot: '',
      sourcePage: null,
    });
  });

  it('an unticked checkbox is not sent: consent is false; a field not sent keeps the empty form', () => {
    const post = readLeadForm('inquiry', form({ name: 'Ann' }));
    expect(post.values).toEqual({
      name: 'Ann',
      email: '',
      phone: '',
      interestType: 'Buying a Property',
      message: '',
      consent: false,
    });
    expect(readLeadForm('valuation', form({})).values).toMatchObject({ state: 'RI', consent: false, notes: '' });
  });

  it('reads the honeypot and the page the form was first sent from', () => {
    const post = readLeadForm('inquiry', form({ ...inquiry, website: 'https://spam.example', sourcePage: '/x' }));
    expect(post.honeypot).toBe('https://spam.example');
    expect(post.sourcePage).toBe('/x');
    expect(readLeadForm('inquiry', form({ sourcePage: '' })).sourcePage).toBeNull();
  });

  it('decodes percent-encoding and + as the browser writes them', () => {
    const post = readLeadForm('inquiry', new URLSearchParams('name=Ann+L%C3%A9e&message=a%26b%3Dc'));
    expect(post.values).toMatchObject({ name: 'Ann Lée', message: 'a&b=c' });
  });
});

describe('decodedSize', () => {
  it('counts the UTF-8 bytes of names and values, not their encoding', () => {
    expect(decodedSize(new URLSearchParams('a=%E2%82%AC'))).toBe(1 + 3);
    expect(decodedSize(form({ message: 'x'.repeat(100) }))).toBe(7 + 100);
  });
});

describe('checkLeadForm', () => {
  it('an inquiry becomes the payload the island sends as JSON, checked as the API checks it', () => {
    const result = checkLeadForm(readLeadForm('inquiry', form(inquiry)));
    const island = {
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '(401) 555-0100',
      interestType: 'Selling a Property',
      message: 'Please call me about listing my home.',
    };
    expect(result).toEqual({ ok: true, payload: inquiryPayloadSchema.parse(island) });
  });

  it('without an interest type the payload has the default, as JSON without one', () => {
    const { interestType: _, ...rest } = inquiry;
    const result = checkLeadForm(readLeadForm('inquiry', form(rest)));
    expect(result.ok && result.payload.interestType).toBe('Buying a Property');
  });

  it("lists every field's message in the form's order, consent included", () => {
    const result = checkLeadForm(readLeadForm('inquiry', form({ name: 'Al', email: 'nope', message: 'short' })));
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Full name is required',
        email: 'Valid email is required',
        phone: 'Valid phone number is required',
        message: 'Message must be at least 10 characters long',
        consent: 'You must consent to submit the form',
      },
    });
  });

  it('a valuation request becomes the payload the dialog sends', () => {
    const result = checkLeadForm(readLeadForm('valuation', valuationForm({ beds: '4', notes: 'Call after 5' })));
    const dialog = valuationToInquiry(
      valuationFormSchema.parse({ ...VALID_VALUATION, beds: '4', notes: 'Call after 5' }),
    );
    expect(result).toEqual({ ok: true, payload: inquiryPayloadSchema.parse(dialog) });
    expect(result.ok && result.payload.interestType).toBe('Home Valuation');
  });

  it("a valuation request's messages are the valuation table's, in its order", () => {
    const result = checkLeadForm(readLeadForm('valuation', form({ state: '', notes: 'n'.repeat(2001) })));
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.entries(result.errors)).toEqual([
      ['fullName', 'Full name is required'],
      ['email', 'Valid email is required'],
      ['phone', 'Valid phone number is required'],
      ['addressLine1', 'Property address is required'],
      ['city', 'City is required'],
      ['state', 'State is required'],
      ['zip', 'ZIP code is required'],
      ['propertyType', 'Property type is required'],
      ['timeline', 'Selling timeline is required'],
      ['notes', 'Notes must be at most 2,000 characters'],
      ['consent', 'You must consent to submit the form'],
    ]);
  });
});

describe('fillFormPage', () => {
  const page = `<html><head><title>Send Us a Message | Brand</title></head><body><h1>Send Us a Message</h1>${LEAD_FORM_REGION.start}<form>old</form>${LEAD_FORM_REGION.end}<footer></footer></body></html>`;

  it('replaces the marked block, and marks the title of a page of messages', () => {
    expect(fillFormPage(page, '<p>new</p>', true)).toBe(
      `<html><head><title>Error: Send Us a Message | Brand</title></head><body><h1>Send Us a Message</h1>${LEAD_FORM_REGION.start}<p>new</p>${LEAD_FORM_REGION.end}<footer></footer></body></html>`,
    );
    expect(fillFormPage(page, '<p>new</p>', false)).toContain('<title>Send Us a Message | Brand</title>');
  });

  it('is null without the markers', () => {
    expect(fillFormPage('<html><body>no block</body></html>', '<p>new</p>', true)).toBeNull();
  });
});

describe('StaticLeadForm', () => {
  const render = (props: Parameters<typeof StaticLeadForm>[0]) =>
    renderToStaticMarkup(createElement(StaticLeadForm, props));

  it('posts form-encoded to the API with named fields, the honeypot, and no message before a post', () => {
    const html = render({ kind: 'inquiry' });
    expect(html).toMatch(/<form [^>]*action="\/api\/inquiries" method="post"/);
    for (const name of ['name', 'email', 'phone', 'interestType', 'message', 'consent', 'website'])
      expect(html).toContain(`name="${name}"`);
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('data-form-problem');
    expect(render({ kind: 'valuation' })).toMatch(/action="\/api\/inquiries\?form=valuation"/);
  });

  it('keeps what was typed, escaped, and ties each message to its field', () => {
    const html = render({
      kind: 'inquiry',
      values: {
        name: '"><script>alert(1)</script>',
        email: 'ann@example.com',
        phone: '',
        interestType: 'Other',
        message: '</textarea><b>bold</b>',
        consent: true,
      },
      errors: { name: 'Full name is required', phone: 'Valid phone number is required' },
      sourcePage: '/properties/12',
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>bold');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('&lt;/textarea&gt;&lt;b&gt;bold&lt;/b&gt;</textarea>');
    expect(html).toContain('<option value="Other" selected="">');
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""/);
    expect(html).toMatch(/id="inquiry-form-name"[^>]*aria-invalid="true" aria-describedby="inquiry-form-name-error"/);
    expect(html).toContain('<p id="inquiry-form-name-error" role="alert"');
    expect(html).not.toMatch(/id="inquiry-form-email"[^>]*aria-invalid/);
    expect(html).toContain('<a href="#inquiry-form-name"');
    expect(html).toContain('<a href="#inquiry-form-phone"');
    // The list of messages comes first and takes focus as the page loads (autofocus needs no script).
    expect(html).toMatch(/^<div [^>]*><div id="lead-form-problem" tabindex="-1" autofocus=""/);
    expect(html).toContain('Your message was not sent: please check these fields');
    expect(html).toContain('<input type="hidden" name="sourcePage" value="/properties/12"/>');
  });

  it('a refused post shows its problem and a link back, without a form', () => {
    const html = render({ kind: 'inquiry', problem: { title: 'Not sent', text: 'Try again.' }, back: '/contact' });
    expect(html).toContain('Not sent');
    expect(html).toContain('<a href="/contact"');
    expect(html).not.toContain('<form');
  });
});
