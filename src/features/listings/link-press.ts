import type { MouseEvent } from 'react';

/**
 * A press that should follow the link as it is (a new tab or window, a download), not do the island's own
 * thing with it (open the viewer, start a player).
 */
export const keepsLink = (event: MouseEvent): boolean =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
