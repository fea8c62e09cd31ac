/**
 * The home page's one script: the launch video's dialog, the partners' rotation and the market-update cards'
 * Read More. One file, fetched beside the page rather than inline in it, so that the page's HTML fits in TCP's
 * first window (README, Lighthouse); see HOME_SCRIPT in astro.config.mjs.
 */
import { startLaunchVideo } from './launch-video.ts';
import { startMarketTeasers } from './market-teaser-cards.ts';
import { startPartnerRotation } from './partner-rotation.ts';

startLaunchVideo();
startPartnerRotation();
startMarketTeasers();
