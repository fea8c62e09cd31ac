import { useStore } from '@nanostores/react';
import { NO_HOMES, isSaved, type HomeRef } from './saved-homes.ts';
import { $savedHomes, toggleSavedHome } from './saved-homes-store.ts';
import { useHydrated } from '#src/lib/useHydrated.ts';

const noSavedHomes = () => NO_HOMES as HomeRef[];

/** Filled while its button is pressed: CSS follows aria-pressed, whoever sets it (React or chrome.ts). */
function Heart() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
        className="fill-none [[aria-pressed=true]_&]:fill-current"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface Props {
  home: HomeRef;
  /** `card`: a round heart over the photo; `detail`: a labelled button beside Share. */
  variant: 'card' | 'detail';
  /**
   * In the page's language, written on the server: the card's name ("Guardar Ocean House", card-text.ts),
   * "Save {title}" without; the detail variant's word ("Guardar", listing-words.ts), "Save" without.
   */
  label?: string | undefined;
}

/**
 * The save toggle: aria-pressed, and a name that includes the listing's title ("Save Ocean House") that
 * does not change with the state. The data attributes let chrome.ts drive the same markup on prebuilt cards.
 */
export function SaveButton({ home, variant, label }: Props) {
  // A prebuilt card that never hydrates keeps its button hidden until chrome.ts takes it over.
  const hydrated = useHydrated();
  const saved = isSaved(useStore($savedHomes, { ssr: noSavedHomes }), home.id) && hydrated;
  const style =
    variant === 'card'
      ? 'flex size-11 items-center justify-center rounded-full bg-white/95 text-ink shadow-md hover:text-bronze aria-pressed:text-bronze'
      : 'btn-outline aria-pressed:text-bronze';
  return (
    <button
      type="button"
      className={`${style} print:hidden`}
      aria-pressed={saved}
      hidden={!hydrated}
      data-save-home={home.id}
      data-save-title={home.title}
      onClick={() => {
        toggleSavedHome(home);
      }}
    >
      <Heart />
      {variant === 'card' ? (
        <span className="sr-only">{label ?? <>Save {home.title}</>}</span>
      ) : (
        <span>
          {label ?? 'Save'}
          <span className="sr-only">{` ${home.title}`}</span>
        </span>
      )}
    </button>
  );
}
