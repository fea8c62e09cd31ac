import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while hydrating, so the prebuilt HTML matches; true right after. What depends on
 * the visitor's localStorage (saved homes) renders only then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
