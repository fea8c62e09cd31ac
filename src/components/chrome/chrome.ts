// The only script every page loads: the web fonts' download after a visit's first page, compact header,
// header dropdowns, mobile menu, the language picker, open-house dates that are still ahead, saved homes
// (the header's "Saved (n)" link, the save buttons outside islands, a listing page's visit in recently
// viewed), the search's Sort by before its island hydrates, and the placeholder for a feed photo that cannot
// be had. Each behaviour is a module of its own in
// ./behaviours.
import { startCompactHeader } from '#src/components/chrome/behaviours/compact-header.ts';
import { startDropdowns } from '#src/components/chrome/behaviours/dropdowns.ts';
import { startMobileMenu } from '#src/components/chrome/behaviours/mobile-menu.ts';
import { startLanguagePicker } from '#src/components/chrome/behaviours/language-picker.ts';
import { showUpcomingOpenHouses } from '#src/components/chrome/behaviours/open-houses.ts';
import { startSavedHomes } from '#src/components/chrome/behaviours/saved-homes.ts';
import { startEarlySort } from '#src/components/chrome/behaviours/early-sort.ts';
import { startWebFonts } from '#src/components/chrome/behaviours/web-fonts.ts';
import { startPhotoFallback } from '#src/components/chrome/behaviours/photo-fallback.ts';

startCompactHeader();
startDropdowns();
startMobileMenu();
startLanguagePicker();
showUpcomingOpenHouses();
startSavedHomes();
startEarlySort();
startWebFonts();
startPhotoFallback();
