import { describe, expect, it } from 'vitest';
import { isAllowedHref, isSameSitePath, parseInlineLinks } from '#src/schemas/rules/inline-links.ts';
import { contactFaqItemSchema } from '#src/schemas/contact-faq.ts';

describe('parseInlineLinks', () => {
  it.each([
    ['plain text', [{ kind: 'text', text: 'plain text' }]],
    [
      'See [our advisors](/advisors).',
      [
        { kind: 'text', text: 'See ' },
        { kind: 'link', text: 'our advisors', href: '/advisors', external: false },
        { kind: 'text', text: '.' },
      ],
    ],
    [
      '[A](https://a.example) and [B](mailto:b@example.com)',
      [
        { kind: 'link', text: 'A', href: 'https://a.example', external: true },
        { kind: 'text', text: ' and ' },
        { kind: 'link', text: 'B', href: 'mailto:b@example.com', external: false },
      ],
    ],
    ['[not a link] (/x)', [{ kind: 'text', text: '[not a link] (/x)' }]],
  ])('%j', (text, segments) => expect(parseInlineLinks(text)).toEqual(segments));
});

describe('isAllowedHref', () => {
  it.each([
    ['/sell-your-home', true],
    ['https://www.example.com/x', true],
    ['mailto:careers@example.com', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/\t/evil.example', false],
    ['/\n/evil.example', false],
    ['/.//evil.example', false],
    ['javascript:alert(1)', false],
    ['http://insecure.example', false],
    ['https://', false],
  ])('%s → %s', (href, ok) => expect(isAllowedHref(href)).toBe(ok));
});

describe('isSameSitePath', () => {
  it.each([
    ['/advisors', true],
    ['/properties?location=Newport#results', true],
    ['/', true],
    ['advisors', false],
    ['https://evil.example/', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['\\/evil.example', false],
    ['/\t/evil.example', false],
    ['/.//evil.example', false],
    ['/%2F/evil.example', true],
  ])('%j → %s', (href, ok) => expect(isSameSitePath(href)).toBe(ok));
});

describe('contact FAQ item schema', () => {
  const item = {
    id: 'x',
    question: 'How do I book a viewing?',
    answer: 'Contact [our advisors](/advisors) and we will arrange it for you soon.',
  };
  it('accepts links to pages, https sites and email', () =>
    expect(contactFaqItemSchema.safeParse(item).success).toBe(true));
  it('rejects a script link', () => {
    const result = contactFaqItemSchema.safeParse({
      ...item,
      answer: 'Contact [us](javascript:alert(1)) and we will arrange it for you soon.',
    });
    expect(result.success).toBe(false);
  });
});
