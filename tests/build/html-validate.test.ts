// Every built page is valid HTML by html-validate's recommended rules (configured in .htmlvalidate.mjs).
import { HtmlValidate, FileSystemConfigLoader, formatterFactory } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { builtPages } from './html.ts';

const pages = await builtPages();
const validator = new HtmlValidate(new FileSystemConfigLoader());
const format = formatterFactory('text');

describe('HTML validity (html-validate, recommended rules)', () => {
  it.each(pages.map((page) => [page.route, page] as const))('%s', async (route, { html }) => {
    const report = await validator.validateString(html, `dist${route}.html`);
    expect(report.valid, format(report.results)).toBe(true);
  });

  // html-validate's parser takes content after </html> (a misplaced script) into <body> silently.
  it.each(pages.map((page) => [page.route, page] as const))('%s ends with </html>', (_, { html }) => {
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });
});
