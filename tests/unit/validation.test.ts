import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { messagesByField } from '#src/lib/validation.ts';

const schema = z.strictObject({
  name: z.string({ error: 'Name is required' }).check(z.minLength(3, 'Name is too short')),
  address: z.object({ zip: z.string().check(z.regex(/^\d{5}$/, 'ZIP is five digits')) }),
});

const messages = (value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return messagesByField(result.error);
};

describe('messagesByField', () => {
  it('gives each field its first message, nested fields by dotted path', () => {
    expect(messages({ name: 'Al', address: { zip: '1' } })).toEqual({
      name: 'Name is too short',
      'address.zip': 'ZIP is five digits',
    });
    expect(messages({ address: { zip: '02882' } })).toEqual({ name: 'Name is required' });
  });

  it('names unknown keys, and reports a wrong root under "body"', () => {
    expect(messages({ name: 'Ann', address: { zip: '02882' }, extra: 1 })).toEqual({ extra: 'Unknown field "extra"' });
    expect(Object.keys(messages('not an object'))).toEqual(['body']);
  });
});
