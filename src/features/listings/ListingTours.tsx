import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useHydrated } from '#src/lib/useHydrated.ts';
import { keepsLink } from './link-press.ts';
import { ListingPhoto, PHOTO_HEIGHT, PHOTO_WIDTH } from './ListingPhoto.tsx';
import { ENGLISH_TOUR_TEXT, linkLabel, playLabel, playerTitle, toursHeading, type TourText } from './tour-labels.ts';
import type { ListingTour, Tour, TourKind } from './tours.ts';
import { pageIslandWords } from '#src/lib/island-words.ts';

// Outside English, the page's words come with the code, not in the page (island-words.ts).
const PAGE_TEXT = await pageIslandWords<TourText>('ListingTours');

interface Props {
  title: string;
  /** The listing's first photo, under the play button: nothing of the provider's loads before the press. */
  poster?: string | undefined;
  /** The listing's tour and video as listingTours reads them. */
  tours: readonly ListingTour[];
  /** The words in the page's language (listing-words.ts); English by default. */
  text?: TourText | undefined;
}

type Player = Extract<Tour, { kind: 'player' }>;
type Link = Extract<Tour, { kind: 'link' }>;

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;

/** The poster's width: the page's main column, two thirds of the page less the contact column from 1024 px. */
const POSTER_SIZES = '(min-width: 1280px) 780px, (min-width: 1024px) calc(66vw - 75px), calc(100vw - 40px)';

function PlayIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
      <path d="M9 5.5v17l14-8.5z" fill="currentColor" />
    </svg>
  );
}

/**
 * A tour or video of a known provider: the listing's photo with a play button, a link to the tour on the
 * provider's site (in a new tab, before the island hydrates and without JavaScript). Once hydrated, a press
 * puts the provider's player in its place, and only then does anything load from the provider; focus moves
 * into the player.
 */
function TourPlayer({
  kind,
  tour,
  poster,
  title,
  text,
}: {
  kind: TourKind;
  tour: Player;
  poster: string | undefined;
  title: string;
  text: TourText;
}) {
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    if (keepsLink(event)) return;
    event.preventDefault();
    setPlaying(true);
  };
  return (
    <div className="relative aspect-video overflow-hidden bg-ink" data-tour={kind} data-tour-provider={tour.provider}>
      {playing ? (
        <iframe
          ref={frame}
          src={tour.embedUrl}
          title={playerTitle(kind, title, text)}
          allow="autoplay; fullscreen; encrypted-media; picture-in-picture; xr-spatial-tracking"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full border-0"
          data-tour-frame
        />
      ) : (
        <a
          href={tour.pageUrl}
          onClick={play}
          {...(hydrated ? { rel: NEW_TAB.rel } : NEW_TAB)}
          className="group block size-full"
          data-tour-poster
        >
          {poster !== undefined && (
            <ListingPhoto
              src={poster}
              sizes={POSTER_SIZES}
              alt=""
              width={PHOTO_WIDTH}
              height={PHOTO_HEIGHT}
              loading="lazy"
              className="size-full object-cover opacity-80 transition-opacity group-hover:opacity-100"
            />
          )}
          <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-20 items-center justify-center rounded-full bg-black/70 pl-1 text-white shadow-lg group-hover:bg-black/85">
              <PlayIcon />
            </span>
          </span>
          <span className="absolute bottom-3 left-3 rounded-sm bg-black/75 px-3 py-1.5 text-sm font-semibold text-white">
            {playLabel(kind, tour.provider, text)}
            {!hydrated && <span className="sr-only">{` ${text.opensNewTab}`}</span>}
          </span>
        </a>
      )}
    </div>
  );
}

/** A tour or video on any other site: a plain link to it, in a new tab, never a frame. */
function TourLink({ kind, tour, text }: { kind: TourKind; tour: Link; text: TourText }) {
  return (
    <p>
      <a href={tour.url} {...NEW_TAB} className="btn-outline max-w-full wrap-anywhere" data-tour-link={kind}>
        {linkLabel(kind, tour.host, text)}
        <span className="sr-only">{` ${text.opensNewTab}`}</span>
        <span aria-hidden="true">&nbsp;↗</span>
      </a>
    </p>
  );
}

/**
 * The listing's virtual tour and video (README, Listings: tours, videos and floor plans), each a poster that
 * plays on a press, or a link to another site; nothing when the listing has neither, or neither is an https
 * address (listingTours leaves those out).
 */
export function ListingTours({ title, poster, tours, text = PAGE_TEXT ?? ENGLISH_TOUR_TEXT }: Props) {
  if (tours.length === 0) return null;
  return (
    <section aria-labelledby="tours-heading" className="mt-12 print:hidden" data-listing-tours>
      <h2 id="tours-heading" className="text-3xl">
        {toursHeading(
          tours.map(({ kind }) => kind),
          text,
        )}
      </h2>
      <div className="mt-5 flex flex-col gap-6">
        {tours.map(({ kind, tour }) =>
          tour.kind === 'player' ? (
            <TourPlayer key={kind} kind={kind} tour={tour} poster={poster} title={title} text={text} />
          ) : (
            <TourLink key={kind} kind={kind} tour={tour} text={text} />
          ),
        )}
      </div>
    </section>
  );
}
