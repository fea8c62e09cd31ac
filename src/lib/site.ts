import type { Site } from '../schemas/site';
import { getSingleton } from './content';

/** The brand, contact details and external links from data/site.json. */
export function getSite(): Promise<Site> {
  return getSingleton('site');
}
