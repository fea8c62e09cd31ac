import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  DEFAULT_INTEREST_TYPE,
  INTEREST_TYPES,
  inquiryFormSchema,
  inquiryPayloadSchema,
} from '#src/schemas/inquiry.ts';
import { SUBSCRIBE_EMAIL_TOO_LONG, subscribePayloadSchema } from '#src/schemas/subscriber.ts';
import {
  DEFAULT_STATE,
  VALUATION_DEFAULTS,
  valuationFormSchema,
  type ValuationFormInput,
} from '#src/schemas/valuation.ts';
import { valuationToInquiry } from '#src/features/leads/valuation-request.ts';
import { VALID_VALUATION } from '#tests/helpers/valuation.ts';

const validInquiry = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '4015550100',
  interestType: 'Selling a Property',
  message: 'We would like to list our home in Newport.',
  consent: true,
};

/** The first message zod reports for a field, or undefined when the field is valid. */
function messageFor(
  schema: typeof inquiryFormSchema | typeof valuationFormSchema,
  value: object,
  field: string,
): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

// The spec's validation table, row by row: [field, rejected value, accepted boundary value, message].
const inquiryRules: [string, unknown, unknown, string][] = [
  ['name', 'Al', 'Ali', 'Full name is required'],
  ['name', '   Al   ', 'Ali', 'Full name is required'],
  ['name', undefined, 'Ann Lee', 'Full name is required'],
  ['email', 'ann@', 'a@b.co', 'Valid email is required'],
  ['email', 'not an email', 'ann@example.com', 'Valid email is required'],
  ['email', undefined, 'ann@example.com', 'Valid email is required'],
  ['phone', '401555010', '4015550100', 'Valid phone number is required'],
  ['phone', 12, '(401) 5550', 'Valid phone number is required'],
  ['message', 'Too short', 'Long enough', 'Message must be at least 10 characters long'],
  ['message', '', '0123456789', 'Message must be at least 10 characters long'],
  ['consent', false, true, 'You must consent to submit the form'],
  ['consent', undefined, true, 'You must consent to submit the form'],
];

describe('inquiry form rules (spec table)', () => {
  it.each(inquiryRules)('%s: %j is rejected, %j accepted', (field, bad, good, message) => {
    expect(messageFor(inquiryFormSchema, { ...validInquiry, [field]: bad }, field)).toBe(message);
    expect(messageFor(inquiryFormSchema, { ...validInquiry, [field]: good }, field)).toBeUndefined();
  });

  it('checks fields in the table order', () => {
    const result = inquiryFormSchema.safeParse({});
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Full name is required'],
      ['email', 'Valid email is required'],
      ['phone', 'Valid phone number is required'],
      ['message', 'Message must be at least 10 characters long'],
      ['consent', 'You must consent to submit the form'],
    ]);
  });

  it('interestType is any string and defaults to "Buying a Property"', () => {
    expect(INTEREST_TYPES).toEqual([
      'Buying a Property',
      'Selling a Property',
      'Property Management',
      'Investment Opportunities',
      'Other',
      'Accessibility Feedback',
    ]);
    expect(DEFAULT_INTEREST_TYPE).toBe('Buying a Property');
    const { interestType: _omitted, ...withoutType } = validInquiry;
    expect(inquiryFormSchema.parse(withoutType).interestType).toBe('Buying a Property');
    expect(inquiryFormSchema.parse({ ...validInquiry, interestType: 'Home Valuation' }).interestType).toBe(
      'Home Valuation',
    );
  });

  it('the payload schema has exactly the five payload fields and no consent', () => {
    expect(Object.keys(inquiryPayloadSchema.shape)).toEqual(['name', 'email', 'phone', 'interestType', 'message']);
    const parsed = inquiryPayloadSchema.parse({ ...validInquiry, extra: 'dropped' });
    expect(Object.keys(parsed).sort()).toEqual(['email', 'interestType', 'message', 'name', 'phone']);
  });
});

// Our own upper bounds: [field, rejected value, accepted boundary value, message].
const longEmail = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
const inquiryLimits: [string, unknown, unknown, string][] = [
  ['name', 'n'.repeat(101), 'n'.repeat(100), 'Full name must be at most 100 characters'],
  ['email', longEmail(255), longEmail(254), 'Email must be at most 254 characters'],
  [
    'phone',
    '1'.repeat(33),
    '+1 (401) 555-0100.'.padEnd(32, '0'),
    'Phone number must be at most 32 digits, spaces or + ( ) . - characters',
  ],
  [
    'phone',
    '401-555-0100 ext 5',
    '401-555-0100 5',
    'Phone number must be at most 32 digits, spaces or + ( ) . - characters',
  ],
  ['phone', '401\n555\n0100', '401 555 0100', 'Phone number must be at most 32 digits, spaces or + ( ) . - characters'],
  ['interestType', 'i'.repeat(61), 'i'.repeat(60), 'Interest type must be at most 60 characters'],
  ['message', 'm'.repeat(5001), 'm'.repeat(5000), 'Message must be at most 5,000 characters'],
];

describe('inquiry length limits (ours)', () => {
  it.each(inquiryLimits)(
    '%s (case %#): over the limit is rejected with its message, the boundary accepted',
    (field, bad, good, message) => {
      expect(messageFor(inquiryFormSchema, { ...validInquiry, [field]: bad }, field)).toBe(message);
      expect(messageFor(inquiryFormSchema, { ...validInquiry, [field]: good }, field)).toBeUndefined();
    },
  );

  it('a value breaking the spec rule gets the spec message first', () => {
    expect(messageFor(inquiryFormSchema, { ...validInquiry, phone: 'abc' }, 'phone')).toBe(
      'Valid phone number is required',
    );
    expect(messageFor(inquiryFormSchema, { ...validInquiry, email: `${longEmail(300)}x` }, 'email')).toBe(
      'Email must be at most 254 characters',
    );
  });
});

describe('valuation length limits (ours)', () => {
  it.each<[string, number, string]>([
    ['fullName', 100, 'Full name must be at most 100 characters'],
    ['addressLine1', 100, 'Property address must be at most 100 characters'],
    ['addressLine2', 100, 'Address line 2 must be at most 100 characters'],
    ['city', 60, 'City must be at most 60 characters'],
    ['notes', 2000, 'Notes must be at most 2,000 characters'],
    ['upgrades', 1000, 'Upgrades must be at most 1,000 characters'],
  ])('%s: at most %i characters', (field, max, message) => {
    expect(messageFor(valuationFormSchema, { ...VALID_VALUATION, [field]: 'x'.repeat(max + 1) }, field)).toBe(message);
    expect(messageFor(valuationFormSchema, { ...VALID_VALUATION, [field]: 'x'.repeat(max) }, field)).toBeUndefined();
  });

  it('the longest valuation request still fits an inquiry message', () => {
    const longest = Object.fromEntries(
      Object.entries(valuationFormSchema.shape).map(([field]) => [field, 'x'.repeat(10_000)]),
    );
    const result = valuationFormSchema.safeParse(longest);
    const maxima = (result.error?.issues ?? []).flatMap((issue) =>
      issue.code === 'too_big' ? [[String(issue.path[0]), Number(issue.maximum)] as const] : [],
    );
    expect(maxima.length).toBeGreaterThan(15);
    const values = { ...VALID_VALUATION, ...Object.fromEntries(maxima.map(([field, n]) => [field, '9'.repeat(n)])) };
    const parsed = valuationFormSchema.parse({
      ...values,
      email: VALID_VALUATION.email,
      phone: VALID_VALUATION.phone,
      consent: true,
    });
    expect(inquiryPayloadSchema.safeParse(valuationToInquiry(parsed)).success).toBe(true);
  });
});

const valuationRules: [string, unknown, unknown, string][] = [
  ['fullName', 'Al', 'Ali', 'Full name is required'],
  ['email', 'ann@example', 'ann@example.com', 'Valid email is required'],
  ['phone', '555-0100', '401-555-01', 'Valid phone number is required'],
  ['addressLine1', '12 O', '12 Oc', 'Property address is required'],
  ['city', 'N', 'Ne', 'City is required'],
  ['state', 'R', 'RI', 'State is required'],
  ['zip', '0284', '02840', 'ZIP code is required'],
  ['propertyType', '', 'condo', 'Property type is required'],
  ['timeline', '', 'just-exploring', 'Selling timeline is required'],
  ['consent', false, true, 'You must consent to submit the form'],
];

describe('valuation form rules (spec table)', () => {
  it.each(valuationRules)('%s: %j is rejected, %j accepted', (field, bad, good, message) => {
    expect(messageFor(valuationFormSchema, { ...VALID_VALUATION, [field]: bad }, field)).toBe(message);
    expect(messageFor(valuationFormSchema, { ...VALID_VALUATION, [field]: good }, field)).toBeUndefined();
  });

  it('checks fields in the table order', () => {
    const result = valuationFormSchema.safeParse({ ...VALUATION_DEFAULTS, state: '' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      'fullName',
      'email',
      'phone',
      'addressLine1',
      'city',
      'state',
      'zip',
      'propertyType',
      'timeline',
      'consent',
    ]);
  });

  it('every other field is optional, the state defaults to RI and consent starts unchecked', () => {
    const { state: _state, ...withoutState } = VALID_VALUATION;
    const minimal = Object.fromEntries(Object.entries(withoutState).filter(([, value]) => value !== ''));
    expect(valuationFormSchema.parse(minimal).state).toBe('RI');
    expect(DEFAULT_STATE).toBe('RI');
    expect(VALUATION_DEFAULTS.state).toBe('RI');
    expect(VALUATION_DEFAULTS.consent).toBe(false);
  });

  it('the empty form has exactly the schema fields, each of the input type', () => {
    expectTypeOf(VALUATION_DEFAULTS).toExtend<ValuationFormInput>();
    expect(Object.keys(VALUATION_DEFAULTS).sort()).toEqual(Object.keys(valuationFormSchema.shape).sort());
  });
});

describe('newsletter email rule', () => {
  it.each([
    ['', false],
    ['nope', false],
    ['a@b', false],
    ['  Ann@Example.COM ', true],
  ])('%j valid: %s', (email, ok) => {
    const result = subscribePayloadSchema.safeParse({ email });
    expect(result.success).toBe(ok);
    if (!result.success) expect(result.error.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('is at most 254 characters, with its own message', () => {
    const result = subscribePayloadSchema.safeParse({ email: `${'a'.repeat(243)}@example.com` });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([SUBSCRIBE_EMAIL_TOO_LONG]);
    expect(subscribePayloadSchema.safeParse({ email: `${'a'.repeat(242)}@example.com` }).success).toBe(true);
  });

  it('normalises the email (trimmed, lowercased)', () => {
    expect(subscribePayloadSchema.parse({ email: '  Ann@Example.COM ' }).email).toBe('ann@example.com');
  });
});
