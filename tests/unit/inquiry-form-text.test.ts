import { describe, expect, it } from 'vitest';
import { ENGLISH_INQUIRY_FORM_TEXT } from '#src/features/leads/inquiry-form-text.ts';
import { catalogueInquiryFormText, inquiryFormTextProp } from '#src/features/leads/inquiry-form-words.ts';
import { STORE_UNAVAILABLE } from '#src/features/leads/inquiries.server.ts';
import { INQUIRY_MESSAGES, INTEREST_TYPES, LEAD_LIMIT_MESSAGES } from '#src/schemas/inquiry-fields.ts';
import { LOCALES } from '#src/schemas/locale.ts';

describe("the inquiry form's words", () => {
  it('in English, the catalogue says what the form has always said (the spec’s words)', () => {
    expect(catalogueInquiryFormText('en')).toEqual(ENGLISH_INQUIRY_FORM_TEXT);
  });

  it('give an island nothing in English, which holds its own words', () => {
    expect(inquiryFormTextProp('en')).toBeUndefined();
    expect(inquiryFormTextProp('pt')).toEqual(catalogueInquiryFormText('pt'));
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'in %s, translate every message of the schemas and the API, and label every interest type',
    (locale) => {
      const text = catalogueInquiryFormText(locale);
      for (const message of [
        ...Object.values(INQUIRY_MESSAGES),
        ...Object.values(LEAD_LIMIT_MESSAGES),
        STORE_UNAVAILABLE,
      ]) {
        expect(text.notices.messages[message], message).toBeTruthy();
        expect(text.notices.messages[message], message).not.toBe(message);
      }
      expect(Object.keys(text.interestTypes)).toEqual([...INTEREST_TYPES]);
      expect(text.consent.privacyHref).toBe(`/${locale}/privacy`);
    },
  );
});
