/**
 * The players a listing's tour or video may load in a frame, once pressed (src/features/listings/tours.ts):
 * YouTube without its cookies, Vimeo and Matterport. Any other host is a plain link, so the page CSP's
 * frame-src (security.ts) names these alone. A module of its own, so that the listing page's island takes
 * these three addresses and nothing else of the security policy.
 */
export const TOUR_PLAYER_ORIGINS = {
  YouTube: 'https://www.youtube-nocookie.com',
  Vimeo: 'https://player.vimeo.com',
  Matterport: 'https://my.matterport.com',
} as const;
