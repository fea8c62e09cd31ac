import { describe, expect, it } from 'vitest';
import { markdownProblems } from '#src/features/cms/markdown-rules.ts';

describe("an article's Markdown", () => {
  it.each([
    'Plain text with **bold** and a [link](/advisors).',
    'Prices rose 4<sup>th</sup> year running.<br>New line.',
    'Write to <mailto:media@example.com> or see <https://www.example.com/report>.',
    'Code shows HTML as text: `<script>alert(1)</script>`.',
    '```html\n<meta http-equiv="refresh" content="0;url=https://evil.example">\n```',
    '![A harbour](/images/market-updates/harbour.webp "Newport")',
    '[report]: https://www.example.com/report',
  ])('accepts %j', (markdown) => {
    expect(markdownProblems('a.md', markdown)).toEqual([]);
  });

  it.each([
    ['<meta http-equiv="refresh" content="0;url=https://evil.example">', 'raw HTML'],
    ['<script>alert(1)</script>', 'raw HTML'],
    ['<img src=x onerror=alert(1)>', 'raw HTML'],
    ['<br onclick="alert(1)">', 'raw HTML'],
    ['<iframe src="https://evil.example"></iframe>', 'raw HTML'],
    ['<!-- hidden -->', 'HTML comment'],
    ['[click](javascript:alert(1))', 'link'],
    ['[away](/\\evil.example)', 'link'],
    ['[away](//evil.example)', 'link'],
    ['[plain](http://insecure.example)', 'link'],
    ['[ref]: //evil.example', 'link'],
    ['<javascript:alert(1)>', 'link'],
  ])('refuses %j', (markdown, kind) => {
    const problems = markdownProblems('a.md', markdown);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toContain(kind);
    expect(problems[0]).toMatch(/^a\.md: /);
  });
});
