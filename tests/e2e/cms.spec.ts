// Decap CMS at /admin against decap-server on a temporary clone of the repository (never this working
// tree): what an editor saves lands in the clone's files, and the clone still builds. /admin is built for
// decap-server's default address (a local build); the browser's calls to it are forwarded to this test's own server.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import { decapServerApi } from '#src/features/cms/local-backend.ts';

const root = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const port = Number(process.env['CMS_E2E_PORT'] ?? 8917);
const api = `http://localhost:${port}/api/v1`;

// Decap's bundle is large and these tests share one clone: one at a time, with room for a slow machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let clone = '';
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  clone = await mkdtemp(join(tmpdir(), 'cms-clone-'));
  await run('git', ['clone', '--quiet', '--depth=1', `file://${root}`, clone]);
  await symlink(join(root, 'node_modules'), join(clone, 'node_modules'));
  server = spawn(process.execPath, [join(root, 'node_modules/decap-server/dist/index.js')], {
    env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: clone, MODE: 'fs', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  // Ready when it answers its info action.
  await expect
    .poll(
      () =>
        fetch(api, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' })
          .then((r) => r.status)
          .catch(() => 0),
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill();
  if (clone) await rm(clone, { recursive: true, force: true });
});

/** Opens the CMS signed in to the local backend, at a route of its own (e.g. "/collections/listings"). */
async function openCms(page: Page, hash: string): Promise<void> {
  await page.route(decapServerApi(), async (route) => route.fulfill({ response: await route.fetch({ url: api }) }));
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 120_000 });
  await expect(page.getByRole('link', { name: 'Contents' })).toBeVisible({ timeout: 60_000 });
  await page.goto(`/admin#${hash}`);
}

/** A field of the English pane: with i18n, Decap shows English first and another language beside it. */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).first();

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

test('a new market update becomes a Markdown file with its frontmatter', async ({ page }) => {
  await openCms(page, '/collections/market-updates/new');
  await field(page, 'Title').fill('Spring listings arrive early on the East Bay');
  await field(page, 'Excerpt').fill('More homes came to market in March than in any spring of the past five years.');
  await field(page, 'Date').fill('2026-03-02');
  await field(page, 'Category').fill('local');
  await field(page, 'Author').fill('Alexandra Whitmore');
  await field(page, 'Read time').fill('3 min read');
  await page.locator('[data-slate-editor="true"]').first().click();
  await page.keyboard.type('Bristol and Warren saw the most new listings.');
  await publish(page);

  const file = join(clone, 'data/market-updates/spring-listings-arrive-early-on-the-east-bay.en.md');
  // Written in place by decap-server: wait until the whole article is there, body included.
  await expect
    .poll(async () => (existsSync(file) ? await readFile(file, 'utf8') : ''), { timeout: 30_000 })
    .toContain('Bristol and Warren saw the most new listings.');
  const { frontmatter, content } = parseFrontmatter(await readFile(file, 'utf8'));
  expect(frontmatter).toMatchObject({
    title: 'Spring listings arrive early on the East Bay',
    category: 'local',
    author: 'Alexandra Whitmore',
    readTime: '3 min read',
  });
  expect(String(frontmatter['date'] instanceof Date ? frontmatter['date'].toISOString() : frontmatter['date'])).toMatch(
    /^2026-03-02/,
  );
  expect(content).toContain('Bristol and Warren saw the most new listings.');
});

test('an article is edited in Portuguese beside its English, into its own file', async ({ page }) => {
  const folder = join(clone, 'data/market-updates');
  const [english] = (await readdir(folder)).filter((file) => file.endsWith('.en.md')).sort();
  const slug = english!.replace(/\.en\.md$/, '');
  const englishBefore = await readFile(join(folder, english!), 'utf8');
  await openCms(page, `/collections/market-updates/entries/${slug}`);
  // The second pane writes in another language: Portuguese.
  await page.getByText('Writing in ES').click();
  await page.getByRole('menuitem', { name: 'pt', exact: true }).click();
  const title = 'Mercado de Newport: um novo título';
  // Whether or not the article has a Portuguese file yet, this one is whole: its title, excerpt and body.
  await page.getByLabel('Title', { exact: true }).nth(1).fill(title);
  await page.getByLabel('Excerpt', { exact: true }).nth(1).fill('Um resumo do mercado de Newport para quem compra.');
  await page.locator('[data-slate-editor="true"]').nth(1).click();
  await page.keyboard.type(' Os compradores encontram mais escolha.');
  await publish(page);

  const portuguese = join(folder, `${slug}.pt.md`);
  // decap-server writes in place: a read in the middle of that write finds the file cut short.
  const savedTitle = async (): Promise<unknown> =>
    readFile(portuguese, 'utf8').then(
      (text): unknown => parseFrontmatter(text).frontmatter['title'] as unknown,
      () => null,
    );
  await expect.poll(savedTitle, { timeout: 30_000 }).toBe(title);
  // Decap writes every language's file again (its YAML wraps long lines): the English says what it said.
  const read = (text: string) => {
    const { frontmatter, content } = parseFrontmatter(text);
    return { frontmatter, content: content.trim() };
  };
  expect(read(await readFile(join(folder, english!), 'utf8'))).toEqual(read(englishBefore));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a field left empty or against its pattern is refused, with the schema message', async ({ page }) => {
  const before = await readdir(join(clone, 'data/market-updates'));
  await openCms(page, '/collections/market-updates/new');
  await field(page, 'Read time').fill('four minutes');
  await publish(page);
  await expect(page.getByText('Write it as "4 min read"')).toBeVisible();
  await expect(page.getByText(/Title is required/i)).toBeVisible();
  expect(await readdir(join(clone, 'data/market-updates'))).toEqual(before);
});

test("editing a listing's price changes its JSON file, and the clone builds with the new price", async ({ page }) => {
  // Any of the office's listings: the first file, whatever marketing has named it.
  const [name] = (await readdir(join(clone, 'data/listings'))).filter((file) => file.endsWith('.json')).sort();
  const path = join(clone, 'data/listings', name!);
  const listing = JSON.parse(await readFile(path, 'utf8')) as { id: number; price: number };
  const newPrice = listing.price + 5_000;
  await openCms(page, `/collections/listings/entries/${name!.replace(/\.json$/, '')}`);
  await field(page, 'Price').fill(String(newPrice));
  await publish(page);
  // decap-server writes the file in place: a read in the middle of that write finds it empty or cut short.
  const price = async () => {
    try {
      return (JSON.parse(await readFile(path, 'utf8')) as { price: number }).price;
    } catch {
      return null;
    }
  };
  await expect.poll(price, { timeout: 30_000 }).toBe(newPrice);
  const saved = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  expect(saved).not.toHaveProperty('fileNumber');
  expect(saved['advisorId']).not.toBe('');

  await run(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--root', clone], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const html = await readFile(join(clone, `dist/properties/${String(listing.id)}.html`), 'utf8');
  expect(html).toContain(`$${newPrice.toLocaleString('en-US')}`);
});
