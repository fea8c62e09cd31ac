import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { lazyZodResolver } from '#src/lib/forms/lazyZodResolver.ts';
import { INQUIRY_MESSAGES, inquiryFormSchema, type InquiryFormInput } from '#src/schemas/inquiry.ts';

const options: ResolverOptions<InquiryFormInput> = { fields: {}, shouldUseNativeValidation: false };
const empty: InquiryFormInput = { name: '', email: '', phone: '', interestType: 'Other', message: '', consent: false };
const valid: InquiryFormInput = {
  name: ' Ann Lee ',
  email: 'ann@example.com',
  phone: '4015550100',
  interestType: 'Other',
  message: 'Please call me about a home.',
  consent: true,
};

describe('lazyZodResolver over the zod/mini inquiry schema', () => {
  it("gives each invalid field the schema's message, and parsed values when valid", async () => {
    const { resolver } = lazyZodResolver(() => Promise.resolve(inquiryFormSchema));
    const failed = await resolver(empty, undefined, options);
    expect(Object.fromEntries(Object.entries(failed.errors).map(([name, error]) => [name, error.message]))).toEqual({
      name: INQUIRY_MESSAGES.name,
      email: INQUIRY_MESSAGES.email,
      phone: INQUIRY_MESSAGES.phone,
      message: INQUIRY_MESSAGES.message,
      consent: INQUIRY_MESSAGES.consent,
    });
    const passed = await resolver(valid, undefined, options);
    expect(passed.errors).toEqual({});
    expect(passed.values).toEqual({ ...valid, name: 'Ann Lee' });
  });

  it('downloads the schema once, and again after a failed download', async () => {
    let calls = 0;
    const { resolver, preload } = lazyZodResolver(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new TypeError('offline')) : Promise.resolve(inquiryFormSchema);
    });
    await expect(resolver(valid, undefined, options)).rejects.toThrow('offline');
    preload();
    await resolver(valid, undefined, options);
    await resolver(empty, undefined, options);
    expect(calls).toBe(2);
  });
});
