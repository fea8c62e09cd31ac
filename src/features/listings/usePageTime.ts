import { useSyncExternalStore } from 'react';

/** When this page's code loaded in the browser; the prebuilt HTML (and the server) has no such time. */
const pageTime = typeof window === 'undefined' ? null : Date.now();
/** The page time never changes, so there is nothing to subscribe to. */
const unsubscribe = () => undefined;
const never = () => unsubscribe;

/**
 * The visitor's clock at page load, for what depends on the day (upcoming open houses). Null while
 * rendering on the server and while hydrating, so hydration matches the prebuilt HTML; React renders
 * again with the time right after.
 */
export function usePageTime(): number | null {
  return useSyncExternalStore(
    never,
    () => pageTime,
    () => null,
  );
}
