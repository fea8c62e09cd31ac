// /admin (Decap CMS): its own bundle, noindex, out of the sitemap, and the only page whose CSP allows what
// Decap needs. Every other page keeps the site's policy. Needs `astro build` first.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_CSP } from '#src/lib/security.ts';
import { builtPages, CMS_ROUTE, dist, metaContent } from './html.ts';

const pages = await builtPages({ cms: true });
const admin = pages.find((p) => p.route === CMS_ROUTE);
const site = pages.filter((p) => p.route !== CMS_ROUTE);
const csp = (html: string) => metaContent(html, 'http-equiv', 'content-security-policy') ?? '';
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';
const scriptsOf = (html: string) => [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] ?? '');

describe('/admin', () => {
  it('is built, noindex, and not in the sitemap', async () => {
    expect(admin).toBeDefined();
    expect(metaContent(admin?.html ?? '', 'name', 'robots')).toMatch(/noindex/);
    const sitemap = await readFile(join(dist, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).not.toContain('/admin');
  });

  it("allows what Decap needs in its own policy: ajv's Function, emotion's styles, GitHub, Netlify, decap-server", () => {
    const policy = csp(admin?.html ?? '');
    expect(directive(policy, 'script-src')).toContain("'unsafe-eval'");
    expect(directive(policy, 'style-src-elem')).toContain("'unsafe-inline'");
    for (const host of ['https://api.github.com', 'https://api.netlify.com'])
      expect(directive(policy, 'connect-src')).toContain(host);
    expect(directive(policy, 'img-src')).toContain('blob:');
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it.each(site.map((p) => [p.route, p] as const))("%s keeps the site's policy, without Decap's", (_route, page) => {
    const policy = csp(page.html);
    expect(policy).not.toBe('');
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toContain("'unsafe-inline'");
    for (const extra of ADMIN_CSP.directives.flatMap((d) => d.split(' ').slice(1))) expect(policy).not.toContain(extra);
  });

  it('embeds its config as JSON that no "</script>" in content could end', () => {
    const embedded = /<script type="application\/json" id="cms-config">([\s\S]*?)<\/script>/.exec(
      admin?.html ?? '',
    )?.[1];
    expect(embedded).toBeDefined();
    expect(embedded).not.toContain('<');
    expect(JSON.parse(embedded ?? '')).toHaveProperty('collections');
  });

  it('loads Decap from its own script, which no other page loads', () => {
    const adminScripts = scriptsOf(admin?.html ?? '');
    expect(adminScripts).toHaveLength(1);
    for (const page of site) expect(scriptsOf(page.html)).not.toContain(adminScripts[0]);
  });
});
