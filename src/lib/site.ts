import type { Site } from '#src/schemas/site.ts';
import { getSingleton } from './content.ts';

/** The brand, contact details and external links from data/site/site.en.json. */
export function getSite(): Promise<Site> {
  return getSingleton('site');
}
