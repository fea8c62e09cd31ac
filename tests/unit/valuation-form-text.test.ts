// The words the contact page's and the valuation form's islands and pages take in each language: English is
// what they have always said, and every other language has a word for each of them.
import { describe, expect, it } from 'vitest';
import { ENGLISH_VALUATION_FORM_TEXT } from '#src/features/leads/valuation-form-text.ts';
import {
  catalogueValuationFormText,
  valuationFormTextProp,
  valuationSentNotice,
} from '#src/features/leads/valuation-form-words.ts';
import { STORE_UNAVAILABLE } from '#src/features/leads/inquiries.server.ts';
import { CONSULTATION_TEMPLATE, consultationMessage, VALUATION_SENT } from '#src/features/leads/leads.ts';
import { ENGLISH_OFFICE_MAP_TEXT } from '#src/features/contact/office-map.ts';
import { catalogueOfficeMapText, officeMapTextProp } from '#src/features/contact/office-map-words.ts';
import { FALLBACK_ERROR } from '#src/lib/forms/notices.ts';
import { messagesByField } from '#src/lib/validation.ts';
import { m } from '#src/paraglide/messages.js';
import { LEAD_LIMIT_MESSAGES } from '#src/schemas/inquiry-fields.ts';
import { LOCALES } from '#src/schemas/locale.ts';
import {
  CONDITION_OPTIONS,
  OCCUPANCY_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
  VALUATION_DEFAULTS,
  valuationFormSchema,
} from '#src/schemas/valuation.ts';

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en');

/**
 * Every message the valuation schema gives, found by breaking each rule: every field empty, then every text
 * field far too long, then a valid form whose ticked consent is taken back.
 */
function schemaMessages(): Set<string> {
  const found = new Set<string>();
  const collect = (values: Record<string, unknown>) => {
    const parsed = valuationFormSchema.safeParse(values);
    if (!parsed.success) for (const message of Object.values(messagesByField(parsed.error))) found.add(message);
  };
  const textFields = Object.keys(VALUATION_DEFAULTS).filter((name) => name !== 'consent');
  collect(Object.fromEntries(textFields.map((name) => [name, ''])));
  collect({ ...Object.fromEntries(textFields.map((name) => [name, 'x'.repeat(6000)])), consent: false });
  collect({ ...VALUATION_DEFAULTS, consent: 'yes' });
  return found;
}

describe("the valuation form's words", () => {
  it('in English, the catalogue says what the form has always said (the spec’s words)', () => {
    expect(catalogueValuationFormText('en')).toEqual(ENGLISH_VALUATION_FORM_TEXT);
    expect(valuationSentNotice('en')).toEqual(VALUATION_SENT);
  });

  it('give the island nothing in English, which holds its own words', () => {
    expect(valuationFormTextProp('en')).toBeUndefined();
    expect(valuationFormTextProp('pt')).toEqual(catalogueValuationFormText('pt'));
  });

  it('find every message of the schema (the test itself reads them all)', () => {
    const messages = schemaMessages();
    // The spec's ten, and a bound for each of the seventeen fields beyond name, e-mail and phone's own three.
    expect(messages.size).toBeGreaterThanOrEqual(10 + 17 + 3);
    expect(messages).toContain('Notes must be at most 2,000 characters');
  });

  it.each(OTHER_LOCALES)(
    'in %s, translate every message of the schema and the API, label every choice, and thank in that language',
    (locale) => {
      const text = catalogueValuationFormText(locale);
      for (const message of [
        ...schemaMessages(),
        ...Object.values(LEAD_LIMIT_MESSAGES),
        STORE_UNAVAILABLE,
        FALLBACK_ERROR,
      ]) {
        expect(text.notices.messages[message], message).toBeTruthy();
        expect(text.notices.messages[message], message).not.toBe(message);
      }
      // A bound names the field by the form's own label in the language.
      expect(text.notices.messages['Notes must be at most 2,000 characters']).toContain(text.labels.notes);
      for (const [select, options] of [
        ['propertyType', PROPERTY_TYPE_OPTIONS],
        ['timeline', TIMELINE_OPTIONS],
        ['occupancy', OCCUPANCY_OPTIONS],
        ['condition', CONDITION_OPTIONS],
      ] as const)
        expect(Object.keys(text.choices[select]), select).toEqual(options.map(([value]) => value));
      for (const [name, label] of Object.entries(text.labels))
        expect(label, name).not.toBe(ENGLISH_VALUATION_FORM_TEXT.labels[name as keyof typeof text.labels]);
      expect(text.consent.privacyHref).toBe(`/${locale}/privacy`);
      expect(text.thankYouPage).toBe(`/${locale}/home-valuation/thank-you`);
      expect(valuationSentNotice(locale).title).not.toBe(VALUATION_SENT.title);
    },
  );
});

describe("the contact page's words", () => {
  it("give the office map its English in English, and each language's words elsewhere", () => {
    expect(catalogueOfficeMapText('en')).toEqual(ENGLISH_OFFICE_MAP_TEXT);
    expect(officeMapTextProp('en')).toBeUndefined();
    for (const locale of OTHER_LOCALES) {
      const text = officeMapTextProp(locale);
      expect(text).toEqual(catalogueOfficeMapText(locale));
      for (const [key, words] of Object.entries(text ?? {}))
        expect(words, `${locale} ${key}`).not.toBe(
          ENGLISH_OFFICE_MAP_TEXT[key as keyof typeof ENGLISH_OFFICE_MAP_TEXT],
        );
    }
  });

  it("start a consultation's message with the advisor's name, in the page's language", () => {
    const template = (locale: (typeof LOCALES)[number]) =>
      m.contact_consultation_message({ advisor: '{advisor}' }, { locale });
    expect(template('en')).toBe(CONSULTATION_TEMPLATE);
    expect(consultationMessage('Benjamin Hale', template('pt'))).toBe(
      'Gostaria de marcar uma reunião com Benjamin Hale.',
    );
    expect(consultationMessage('Benjamin Hale')).toBe('I would like to schedule a consultation with Benjamin Hale.');
  });
});
