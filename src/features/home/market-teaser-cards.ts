/**
 * The market-update cards' "Read More →" (src/components/home/MarketTeaser.astro): without JavaScript a link
 * to the article; here the button that opens its body in place, fetched on the first press from
 * MARKET_TEASERS_PATH (market-teasers.ts). Its two labels are the cards' list's data-read-more and
 * data-show-less, in the page's language: this script holds no words of its own.
 */
import { MARKET_TEASERS_PATH, teaserPanelId } from './market-teasers.ts';

let bodies: Promise<Record<string, string>> | undefined;
const fetchBodies = () =>
  (bodies ??= fetch(MARKET_TEASERS_PATH).then((response) => {
    if (!response.ok) throw new Error(`${MARKET_TEASERS_PATH} answered ${String(response.status)}`);
    return response.json() as Promise<Record<string, string>>;
  }));
// Pointing at or focusing a card's button starts the download, so the press seldom waits on it. A failure
// there is left for the press, which opens the article's page instead.
const warmBodies = () => void fetchBodies().catch(() => (bodies = undefined));

export function startMarketTeasers(): void {
  // Without JavaScript "Read More →" is a link to the article; here it becomes the button that opens it in place.
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-expand]')) {
    const slug = link.dataset['expand'] ?? '';
    const panel = document.getElementById(teaserPanelId(slug));
    const body = panel?.firstElementChild;
    const labels = link.closest<HTMLElement>('[data-read-more]')?.dataset;
    if (!panel || !body || !labels) continue;
    const label = (open: boolean) => (open ? labels['showLess'] : labels['readMore']) ?? '';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = link.className;
    button.textContent = label(false);
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', panel.id);
    link.replaceWith(button);
    button.addEventListener('pointerenter', warmBodies, { once: true });
    button.addEventListener('focus', warmBodies, { once: true });
    const toggle = async () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      if (open && !body.hasChildNodes()) {
        if (button.hasAttribute('aria-busy')) return;
        button.setAttribute('aria-busy', 'true');
        try {
          const html = (await fetchBodies())[slug];
          if (html === undefined) throw new Error(`No body for ${slug}`);
          body.innerHTML = html;
        } catch {
          // Offline, or a page older than the latest deploy: the article's own page has the same text.
          location.assign(link.href);
          return;
        } finally {
          button.removeAttribute('aria-busy');
        }
      }
      button.setAttribute('aria-expanded', String(open));
      button.textContent = label(open);
      panel.hidden = !open;
    };
    button.addEventListener('click', () => void toggle());
  }
}
