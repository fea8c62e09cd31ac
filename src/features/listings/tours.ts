/**
 * A listing's virtual tour and video: what the page does with their addresses, which come from outside (an
 * office file, the MLS). Pure, and free of zod: the listing page's island imports it.
 *
 * Only https addresses count. YouTube (youtube.com/watch?v=, youtu.be/, youtube.com/embed/), Vimeo
 * (vimeo.com/{id}, player.vimeo.com/video/{id}) and Matterport (my.matterport.com/show/?m={id}) play on the
 * page in their own players, each id checked against its pattern, YouTube's without its cookies; the player
 * hosts are the page CSP's frame-src (TOUR_PLAYER_ORIGINS). Any other address, a YouTube one whose id fails the
 * check included, is a plain link to its site, never a frame.
 */
import { TOUR_PLAYER_ORIGINS } from '#src/lib/tour-players.ts';
import { readHttpsUrl } from '#src/schemas/rules/https-url.ts';

export type TourProvider = keyof typeof TOUR_PLAYER_ORIGINS;
/** A listing's virtual tour (virtualTourUrl) or its video (videoUrl). */
export type TourKind = 'tour' | 'video';

export type Tour =
  /** A player of a known provider: `embedUrl` in a frame once pressed; `pageUrl` its page on the provider's site. */
  | { kind: 'player'; provider: TourProvider; embedUrl: string; pageUrl: string }
  /** Anything else: a link to the address, opened in a new tab. */
  | { kind: 'link'; url: string; host: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
/** The hash of an unlisted Vimeo video's link (vimeo.com/{id}/{hash}), which its player needs as `h`. */
const VIMEO_HASH = /^[0-9a-f]{6,32}$/;
const MATTERPORT_ID = /^[A-Za-z0-9]{11}$/;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);

function youTubeId(url: URL): string | null {
  const embed = /^\/embed\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  let id: string | null | undefined;
  if (url.hostname === 'youtu.be') id = /^\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  else if (YOUTUBE_HOSTS.has(url.hostname)) id = url.pathname === '/watch' ? url.searchParams.get('v') : embed;
  else if (YOUTUBE_NOCOOKIE_HOSTS.has(url.hostname)) id = embed;
  return id != null && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoVideo(url: URL): { id: string; hash: string | null } | null {
  let id: string | undefined;
  let hash: string | null | undefined = null;
  if (VIMEO_HOSTS.has(url.hostname)) [, id, hash = null] = /^\/(\d+)(?:\/([^/]+))?\/?$/.exec(url.pathname) ?? [];
  else if (url.hostname === 'player.vimeo.com') {
    id = /^\/video\/(\d+)\/?$/.exec(url.pathname)?.[1];
    hash = url.searchParams.get('h');
  }
  if (id === undefined || !VIMEO_ID.test(id) || (hash !== null && !VIMEO_HASH.test(hash))) return null;
  return { id, hash };
}

function matterportId(url: URL): string | null {
  if (url.hostname !== 'my.matterport.com' || !/^\/show\/?$/.test(url.pathname)) return null;
  const id = url.searchParams.get('m');
  return id !== null && MATTERPORT_ID.test(id) ? id : null;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * What the page shows for a tour's or a video's address: a player of a known provider, a link, or nothing
 * (null) for an address that is no https URL (javascript:, data:, http:, a relative path, credentials).
 */
export function readTour(text: string): Tour | null {
  const url = readHttpsUrl(text);
  if (!url) return null;
  const youTube = youTubeId(url);
  if (youTube)
    return {
      kind: 'player',
      provider: 'YouTube',
      // autoplay: the visitor pressed play already; rel=0 keeps the related videos to the same channel.
      embedUrl: `${TOUR_PLAYER_ORIGINS.YouTube}/embed/${youTube}?${query({ autoplay: '1', rel: '0' })}`,
      pageUrl: `https://www.youtube.com/watch?${query({ v: youTube })}`,
    };
  const vimeo = vimeoVideo(url);
  if (vimeo) {
    const hash = vimeo.hash === null ? {} : { h: vimeo.hash };
    return {
      kind: 'player',
      provider: 'Vimeo',
      // dnt: Vimeo's player then tracks no session data.
      embedUrl: `${TOUR_PLAYER_ORIGINS.Vimeo}/video/${vimeo.id}?${query({ ...hash, autoplay: '1', dnt: '1' })}`,
      pageUrl: `https://vimeo.com/${vimeo.id}${vimeo.hash === null ? '' : `/${vimeo.hash}`}`,
    };
  }
  const matterport = matterportId(url);
  if (matterport)
    return {
      kind: 'player',
      provider: 'Matterport',
      // play=1 starts the tour at once, without a second press inside the frame.
      embedUrl: `${TOUR_PLAYER_ORIGINS.Matterport}/show/?${query({ m: matterport, play: '1' })}`,
      pageUrl: `${TOUR_PLAYER_ORIGINS.Matterport}/show/?${query({ m: matterport })}`,
    };
  return { kind: 'link', url: url.href, host: url.hostname };
}

/** A listing's tour or video, read. */
export interface ListingTour {
  kind: TourKind;
  tour: Tour;
}

/**
 * What the listing page shows of a listing's tour and video: each read, those that are no https address
 * left out. Read where the page is rendered, so the island gets the players' addresses and none of this code.
 */
export function listingTours({
  virtualTourUrl,
  videoUrl,
}: {
  virtualTourUrl?: string | undefined;
  videoUrl?: string | undefined;
}): ListingTour[] {
  const addresses: [TourKind, string | undefined][] = [
    ['tour', virtualTourUrl],
    ['video', videoUrl],
  ];
  return addresses.flatMap(([kind, address]) => {
    const tour = address === undefined ? null : readTour(address);
    return tour ? [{ kind, tour }] : [];
  });
}
