// The only script every page loads: compact header, header dropdowns, mobile menu, the language picker and offer,
// open-house dates and New badges while they last, saved homes (the header's "Saved (n)" link, the save buttons
// outside islands, a listing page's visit in recently viewed), the search's Sort by before its island hydrates,
// and the placeholder for a listing photo that cannot be had. Each behaviour is a module of its own in
// ./behaviours.
import { startCompactHeader } from '#src/components/chrome/behaviours/compact-header.ts';
import { startDropdowns } from '#src/components/chrome/behaviours/dropdowns.ts';
import { startMobileMenu } from '#src/components/chrome/behaviours/mobile-menu.ts';
import { startLanguagePicker } from '#src/components/chrome/behaviours/language-picker.ts';
import { startLanguageOffer } from '#src/components/chrome/behaviours/language-offer.ts';
import { showWhileAhead } from '#src/components/chrome/behaviours/shown-until.ts';
import { startSavedHomes } from '#src/components/chrome/behaviours/saved-homes.ts';
import { startEarlySort } from '#src/components/chrome/behaviours/early-sort.ts';
import { startPhotoFallback } from '#src/components/chrome/behaviours/photo-fallback.ts';

startCompactHeader();
startDropdowns();
startMobileMenu();
startLanguagePicker();
startLanguageOffer();
showWhileAhead();
startSavedHomes();
startEarlySort();
startPhotoFallback();
