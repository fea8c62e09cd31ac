import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/api.ts';
import {
  consultationMessage,
  INQUIRY_SENT,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  VALUATION_SENT,
} from '#src/features/leads/leads.ts';
import {
  errorNotice,
  errorText,
  FALLBACK_ERROR,
  fieldErrors,
  formFieldErrors,
  RATE_LIMITED_ERROR,
} from '#src/lib/forms/notices.ts';
import { composeValuationMessage, valuationToInquiry } from '#src/features/leads/valuation-request.ts';
import { valuationFormSchema, type ValuationFormValues } from '#src/schemas/valuation.ts';
import { VALID_VALUATION } from '#tests/helpers/valuation.ts';

// The name arrives with spaces around it, as typed.
const base: ValuationFormValues = valuationFormSchema.parse({ ...VALID_VALUATION, fullName: '  Ann Lee ' });

describe('composeValuationMessage', () => {
  it.each<[string, Partial<ValuationFormValues>, string]>([
    [
      'required fields only',
      {},
      [
        'Home valuation request',
        'Property address: 12 Ocean Road, Newport, RI 02840',
        'Property type: Single-Family Home',
        'Selling timeline: 0-3 months',
      ].join('\n'),
    ],
    [
      'every field',
      {
        addressLine2: 'Unit 2',
        state: 'ri',
        propertyType: 'condo',
        beds: '3',
        baths: '2.5',
        squareFeet: '2400',
        lotSize: '0.25',
        yearBuilt: '1925',
        timeline: 'just-exploring',
        occupancy: 'tenant-occupied',
        condition: 'needs-work',
        targetPrice: '1250000',
        upgrades: 'New roof in 2022',
        notes: 'Call after 5 PM',
      },
      [
        'Home valuation request',
        'Property address: 12 Ocean Road, Unit 2, Newport, RI 02840',
        'Property type: Condominium',
        'Bedrooms: 3',
        'Bathrooms: 2.5',
        'Square feet: 2400',
        'Lot size: 0.25',
        'Year built: 1925',
        'Selling timeline: Just exploring',
        'Occupancy: Tenant-occupied',
        'Condition: Needs work',
        'Target price: $1,250,000',
        'Upgrades: New roof in 2022',
        'Notes: Call after 5 PM',
      ].join('\n'),
    ],
    ['a target price with symbols', { targetPrice: '$1,100,000' }, 'Target price: $1,100,000'],
    ['a target price in words stays as typed', { targetPrice: 'around 2M' }, 'Target price: around 2M'],
    [
      'blank optional fields are left out',
      { occupancy: '', condition: '   ', notes: '' },
      'Selling timeline: 0-3 months',
    ],
  ])('%s', (_name, changes, expected) => {
    const message = composeValuationMessage({ ...base, ...changes });
    if (expected.startsWith('Home valuation request')) expect(message).toBe(expected);
    else expect(message.split('\n')).toContain(expected);
  });

  it('leaves out empty entries entirely', () => {
    const message = composeValuationMessage(base);
    expect(message).not.toMatch(/Occupancy|Condition|Target price|Upgrades|Notes|Bedrooms/);
  });
});

describe('consultationMessage', () => {
  it('names the advisor the visitor came from', () => {
    expect(consultationMessage('Benjamin Hale')).toBe('I would like to schedule a consultation with Benjamin Hale.');
  });
});

describe('valuationToInquiry', () => {
  it('posts exactly the spec payload: name from fullName, interestType Home Valuation, no consent', () => {
    const payload = valuationToInquiry(base);
    expect(Object.keys(payload).sort()).toEqual(['email', 'interestType', 'message', 'name', 'phone']);
    expect(payload).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '(401) 555-0100',
      interestType: 'Home Valuation',
    });
    expect(payload.message).toBe(composeValuationMessage(base));
  });
});

describe('notice texts', () => {
  it('match the spec', () => {
    expect(INQUIRY_SENT).toEqual({
      title: 'Message Sent',
      description: "We'll be in touch with you shortly.",
      variant: 'default',
    });
    expect(VALUATION_SENT.title).toBe('Home Valuation Request Sent');
    expect(VALUATION_SENT.description).toMatch(/within 24 hours with your complimentary market analysis/);
    expect(FALLBACK_ERROR).toBe('Something went wrong. Please try again.');
    expect([TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, TOAST_HOTKEY]).toEqual([5000, 50, ['F8']]);
  });
});

describe('errorText', () => {
  it.each<[string, unknown, string]>([
    [
      'our JSON error body',
      new ApiError(503, 'Service Unavailable', '{"error":"Storage is down."}'),
      '503: Storage is down.',
    ],
    ['a plain-text body', new ApiError(502, 'Bad Gateway', 'upstream failed'), '502: upstream failed'],
    ['an empty body', new ApiError(500, 'Internal Server Error', ''), '500: Internal Server Error'],
    ['JSON without an error field', new ApiError(400, 'Bad Request', '{"x":1}'), '400: {"x":1}'],
    [
      'a rate limit (plain-text body)',
      new ApiError(429, 'Too Many Requests', 'Rate limit exceeded'),
      RATE_LIMITED_ERROR,
    ],
    ['a rate limit (our JSON body)', new ApiError(429, '', '{"error":"Slow down."}'), RATE_LIMITED_ERROR],
    ['a network failure', new TypeError('Failed to fetch'), FALLBACK_ERROR],
    ['something thrown that is not an error', 'boom', FALLBACK_ERROR],
  ])('%s', (_name, error, text) => expect(errorText(error)).toBe(text));

  it('the rate-limit text is plain words', () => {
    expect(RATE_LIMITED_ERROR).toBe('Too many messages were sent from your connection. Please try again in a minute.');
  });

  it('errorNotice is the destructive "Error" notice', () => {
    expect(errorNotice(new TypeError('x'))).toEqual({
      title: 'Error',
      description: FALLBACK_ERROR,
      variant: 'destructive',
    });
  });
});

describe('fieldErrors', () => {
  it.each<[string, unknown, Record<string, string> | null]>([
    [
      'a 400 with fields',
      new ApiError(400, 'Bad Request', '{"error":"x","fields":{"name":"Full name is required","n":3}}'),
      { name: 'Full name is required' },
    ],
    ['a 400 without fields', new ApiError(400, 'Bad Request', '{"error":"x"}'), null],
    ['a 503', new ApiError(503, '', '{"fields":{"name":"x"}}'), null],
    ['not JSON', new ApiError(400, '', '<html>'), null],
    ['not an API error', new Error('x'), null],
  ])('%s', (_name, error, fields) => expect(fieldErrors(error)).toEqual(fields));
});

describe('formFieldErrors', () => {
  const refused = new ApiError(
    400,
    'Bad Request',
    '{"error":"x","fields":{"email":"Valid email is required","page":"Unknown","name":"Full name is required"}}',
  );

  it("keeps the messages of the form's own fields, in the answer's order", () => {
    expect(formFieldErrors(refused, ['name', 'email', 'phone'])).toEqual([
      ['email', 'Valid email is required'],
      ['name', 'Full name is required'],
    ]);
  });

  it('is empty for a form without server fields, and for any other failure', () => {
    expect(formFieldErrors(refused, [])).toEqual([]);
    expect(formFieldErrors(new ApiError(503, '', '{"fields":{"name":"x"}}'), ['name'])).toEqual([]);
    expect(formFieldErrors(new Error('offline'), ['name'])).toEqual([]);
  });
});
