import { chosenLanguage, rememberLanguage } from './language-picker.ts';

const DISMISSED_KEY = 'language-offer-dismissed';

function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return true; // storage blocked: the offer could not be dismissed for good, so it is not made
  }
}

/**
 * A first visit is never redirected by the browser's language: an English page whose visitor's browser prefers
 * one of its other languages offers it instead, in that language (the page's <template data-language-offer>,
 * LanguageOffer.astro). It stays away once dismissed, or once the visitor has chosen a language in the picker.
 */
export function startLanguageOffer(): void {
  if (document.documentElement.lang !== 'en' || dismissed() || chosenLanguage() !== null) return;
  const preferred = navigator.languages[0]?.slice(0, 2).toLowerCase();
  const template = [...document.querySelectorAll<HTMLTemplateElement>('template[data-language-offer]')].find(
    (offer) => offer.dataset['languageOffer'] === preferred,
  );
  if (!template || preferred === undefined) return;
  const offer = template.content.firstElementChild?.cloneNode(true);
  if (!(offer instanceof HTMLElement)) return;
  offer
    .querySelector('[data-language-offer-switch]')
    ?.addEventListener('click', () => rememberLanguage(preferred.toUpperCase()));
  offer.querySelector('[data-language-offer-dismiss]')?.addEventListener('click', () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // storage blocked: dismissed for this page only
    }
    offer.remove();
  });
  template.after(offer);
}
