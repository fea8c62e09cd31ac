import { useEffect, useState } from 'react';
import { getJson } from '#src/lib/api.ts';
import { TESTIMONIALS_API_PATH } from '#src/lib/paths.ts';
import type { Testimonial } from '#src/schemas/testimonial.ts';

/** The spec's three skeleton cards while loading. */
export const SKELETON_COUNT = 3;
export const TESTIMONIALS_ERROR = 'Unable to load testimonials. Please try again later.';

/** The island's words: English here, the page's language from TestimonialsSection.astro (the catalogue's). */
export interface TestimonialsText {
  loading: string;
  error: string;
  /** "{rating}" stands for the testimonial's rating. */
  rated: string;
  network: string;
  subscribe: string;
  /** For screen readers, after the link's name. */
  newTab: string;
}

const ENGLISH: TestimonialsText = {
  loading: 'Loading testimonials',
  error: TESTIMONIALS_ERROR,
  rated: 'Rated {rating} out of 5',
  network: 'From our network',
  subscribe: 'Subscribe to Storied',
  newTab: '(opens in a new tab)',
};

interface Props {
  storied: { heading: string; text: string; url: string };
  /** Only on a page in another language: English pages keep the island's props (and so their HTML) as they were. */
  text?: TestimonialsText;
}

type State = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; testimonials: Testimonial[] };

function isTestimonial(value: unknown): value is Testimonial {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['id'] === 'number' &&
    typeof v['name'] === 'string' &&
    typeof v['quote'] === 'string' &&
    typeof v['location'] === 'string' &&
    typeof v['rating'] === 'number'
  );
}

/** Client testimonials from /api/testimonials, then the Storied promotion. One request, no retries. */
export default function Testimonials({ storied, text = ENGLISH }: Props) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    getJson<unknown>(TESTIMONIALS_API_PATH)
      .then((data) => {
        if (!live) return;
        if (!Array.isArray(data) || !data.every(isTestimonial)) throw new Error('Unexpected testimonials response');
        setState({ status: 'loaded', testimonials: data });
      })
      .catch(() => {
        if (live) setState({ status: 'error' });
      });
    return () => {
      live = false;
    };
  }, []);

  if (state.status === 'loading') {
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">{text.loading}</span>
        <ul className="grid gap-6 md:grid-cols-3" aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <li
              key={i}
              className="animate-pulse border border-black/10 bg-white p-8"
              data-testid="testimonial-skeleton"
            >
              <div className="h-3 w-24 rounded bg-black/10" />
              <div className="mt-6 space-y-3">
                <div className="h-3 rounded bg-black/10" />
                <div className="h-3 rounded bg-black/10" />
                <div className="h-3 w-2/3 rounded bg-black/10" />
              </div>
              <div className="mt-8 h-3 w-32 rounded bg-black/10" />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (state.status === 'error') {
    return (
      <p role="alert" className="border border-red-700/30 bg-white p-6 font-medium text-red-700">
        {text.error}
      </p>
    );
  }

  return (
    <div>
      {state.testimonials.length > 0 && (
        <ul className="grid gap-6 md:grid-cols-3">
          {state.testimonials.map((t) => (
            <li key={t.id} className="flex flex-col border border-black/10 bg-white p-8" data-testid="testimonial">
              <figure className="flex flex-1 flex-col">
                <p className="text-bronze">
                  <span className="sr-only">{text.rated.replace('{rating}', () => String(t.rating))}</span>
                  <span aria-hidden="true">
                    {'★'.repeat(t.rating)}
                    <span className="text-black/20">{'★'.repeat(5 - t.rating)}</span>
                  </span>
                </p>
                {/* The clients' own words are English (data/testimonials.json has no translations). */}
                <blockquote
                  className="mt-5 flex-1 font-display text-lg leading-relaxed text-ink"
                  lang={text === ENGLISH ? undefined : 'en'}
                >
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 text-sm">
                  <span className="font-semibold text-ink">{t.name}</span>
                  <span className="block text-stone">{t.location}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      <aside
        className="mt-12 flex flex-col items-start gap-6 bg-ink p-8 text-paper sm:p-12 md:flex-row md:items-center md:justify-between"
        aria-labelledby="storied-heading"
      >
        <div className="max-w-2xl">
          <p className="text-xs font-semibold tracking-[0.2em] text-champagne uppercase">{text.network}</p>
          <h3 id="storied-heading" className="mt-3 font-display text-3xl">
            {storied.heading}
          </h3>
          <p className="mt-3 text-white/85">{storied.text}</p>
        </div>
        <a href={storied.url} target="_blank" rel="noopener noreferrer" className="btn-light shrink-0">
          {text.subscribe}
          <span className="sr-only"> {text.newTab}</span>
        </a>
      </aside>
    </div>
  );
}
