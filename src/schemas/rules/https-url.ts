/**
 * An address of another site that a listing names (its virtual tour, its video), from an office file or the
 * MLS: data from outside, shown as a link or a player. Only an absolute https URL passes, without a user
 * name or password, at most HTTPS_URL_MAX_LENGTH characters. No zod here: the listing page's island reads it.
 */

export const HTTPS_URL_MAX_LENGTH = 2000;

/** The URL, or null for anything else (another scheme such as javascript: or data:, credentials, no host). */
export function readHttpsUrl(text: string): URL | null {
  if (text.length > HTTPS_URL_MAX_LENGTH || !/^https:\/\/\S+$/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.hostname === '') return null;
  return url;
}
