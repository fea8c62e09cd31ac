import type { ReactNode } from 'react';
import { SHOWING_SECTION_ID } from '#src/lib/paths.ts';
import { fillIn, splitAt } from '#src/lib/fill-in.ts';
import { fullAddress } from './seo.ts';
import { ListingCourtesy } from './ListingCourtesy.tsx';
import { ENGLISH_LISTING_TEXT, type ListingText } from './listing-text.ts';
import type { Property } from '#src/schemas/property.ts';
import type { ListingContact } from '#src/features/team/contact-card.ts';
import { AdvisorCard } from './AdvisorCard.tsx';
import { Gallery } from './Gallery.tsx';
import { FloorPlansPrint } from './FloorPlansPrint.tsx';
import { listingTours } from './tours.ts';
import { ListingFeatures } from './ListingFeatures.tsx';
import { OpenHouses } from './OpenHouses.tsx';
import { SaveButton } from './SaveButton.tsx';
import { ListingBadges } from './ListingBadges.tsx';
import { ListingActionBar } from './ListingActionBar.tsx';
import { listingMapPoint, townSearchPath } from './listing-location.ts';
import { DEFAULT_RESULTS_QUERY, listingsSearchPath } from '#src/schemas/results-query.ts';
import { HOME_VALUATION_PATH } from '#src/lib/paths.ts';

/** Default badge for Available, the secondary style for every other status. */
function StatusBadge({ status, text }: { status: Property['status']; text: ListingText }) {
  const style = status === 'Available' ? 'bg-ink text-paper' : 'border border-ink/30 bg-sand text-ink';
  return (
    <span
      className={`inline-flex items-center px-3 py-1 text-xs font-semibold tracking-[0.15em] uppercase ${style}`}
      data-status={status}
      data-variant={status === 'Available' ? 'default' : 'secondary'}
    >
      {text.status(status)}
    </span>
  );
}

/** What a Sold listing offers in place of the buyer's inquiry: homes like it, and a valuation of one's own. */
function SoldNextSteps({ property, text }: { property: Property; text: ListingText }) {
  const similarSearch = listingsSearchPath({
    ...DEFAULT_RESULTS_QUERY,
    filters: { ...DEFAULT_RESULTS_QUERY.filters, location: property.city, type: property.propertyType },
  });
  return (
    <section
      aria-labelledby="sold-heading"
      className="border border-black/10 bg-sand p-6 print:hidden"
      data-sold-next-steps
    >
      <h2 id="sold-heading" className="text-2xl">
        {text.sold.heading}
      </h2>
      <div className="mt-6 flex flex-col gap-3">
        <a href={similarSearch} className="btn-primary">
          {text.sold.similar}
        </a>
        <a href={HOME_VALUATION_PATH} className="btn-outline">
          {text.sold.valuation}
        </a>
      </div>
    </section>
  );
}

/** When a listing came on the market: "Listed {date}", or for a Coming Soon listing the day it will, if known. */
function ListedLine({ property, text }: { property: Property; text: ListingText }) {
  const line = (template: string, date: string) => {
    const [before, after] = splitAt(template, 'date');
    return (
      <>
        {before}
        <time dateTime={date}>{text.date(date)}</time>
        {after}
      </>
    );
  };
  if (property.status !== 'Coming Soon')
    return <p className="mt-2 text-sm text-stone">{line(text.listed, property.createdAt)}</p>;
  if (!property.onMarketDate) return null;
  return (
    <p className="mt-2 text-sm text-stone" data-on-market>
      {line(text.onMarket, property.onMarketDate)}
    </p>
  );
}

function Breadcrumbs({ title, text }: { title: string; text: ListingText }) {
  return (
    <nav aria-label={text.breadcrumb.label} className="text-sm text-stone print:hidden">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <a href="/" className="inline-flex min-h-6 items-center hover:text-ink hover:underline">
            {text.breadcrumb.home}
          </a>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <a href="/properties" className="inline-flex min-h-6 items-center hover:text-ink hover:underline">
            {text.breadcrumb.properties}
          </a>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="text-ink" lang={text.listingLang}>
          {title}
        </li>
      </ol>
    </nav>
  );
}

/**
 * A figure in parts that wrap only between them ("9,800 sq ft · 910 m²" breaks at the dot); words (a property
 * type, "Maison individuelle" in French) wrap anywhere.
 */
function Parts({ text, words = false }: { text: string; words?: boolean }) {
  return text.split(' · ').map((part, i) => (
    <span key={part}>
      {i > 0 && ' · '}
      <span className={words ? undefined : 'whitespace-nowrap'}>{part}</span>
    </span>
  ));
}

/** One of the key facts under the price: the figure, and its label under it (first in the markup, as a dl has it). */
function Fact({ label, value, words = false }: { label: string; value: string; words?: boolean }) {
  return (
    <div className="flex flex-col-reverse justify-end">
      <dt className="mt-1 text-xs font-semibold tracking-[0.15em] text-stone uppercase">{label}</dt>
      <dd className="font-display text-xl text-ink lining-nums">
        <Parts text={value} words={words} />
      </dd>
    </div>
  );
}

/** The Location section's links: the town's guide (when it has one) and its homes for sale. */
function TownLinks({ property, text }: { property: Property; text: ListingText }) {
  const guide = text.townGuide(property);
  const link = 'inline-flex min-h-11 items-center font-semibold text-bronze underline-offset-4 hover:underline';
  return (
    <ul className="mt-4 flex flex-wrap gap-x-8" data-town-links>
      {guide && (
        <li>
          <a href={guide.href} className={link} data-town-guide>
            {guide.label}
            <span aria-hidden="true">&nbsp;→</span>
          </a>
        </li>
      )}
      <li>
        <a href={townSearchPath(property)} className={link} data-town-search>
          {fillIn(text.townSearch, { city: property.city })}
          <span aria-hidden="true">&nbsp;→</span>
        </a>
      </li>
    </ul>
  );
}

/**
 * On a listing page this renders as static HTML, and the parts a visitor acts on come in as Astro slots
 * holding their own islands (gallery, map, mortgage, the form). The CMS preview renders it whole.
 */
interface Props {
  property: Property;
  /** Who answers about the listing (its advisor, its town's, or the office): the aside's card. */
  advisor: ListingContact | null;
  /** The photo gallery island; the preview's own gallery without it. */
  gallery?: ReactNode;
  /** The tour and video island, shown when the listing has either (the CMS preview gives its own). */
  tours?: ReactNode;
  /** The map island of the Location section, shown when the listing has coordinates. */
  map?: ReactNode;
  /** The sidebar's inquiry block (heading and form), supplied by the page. */
  inquiry?: ReactNode;
  /** The Share button, supplied by the page (the market updates' ShareButton.astro). */
  share?: ReactNode;
  /** The mortgage estimate, under the location. */
  mortgage?: ReactNode;
  /**
   * "Request a private showing" (the section and its form), under the price and key facts, when the
   * listing offers showings (`offersShowings`, which the page decides): the top of the page and the phone
   * bar then link to it.
   */
  showing?: ReactNode;
  offersShowings?: boolean;
  /**
   * The listing page (not the CMS preview): a save toggle beside Share, which the chrome script drives like
   * a prebuilt card's, the marks by which it records the visit in "recently viewed", and the phone bar.
   */
  page?: boolean;
  /** The words in the page's language (listing-words.ts); English by default. */
  text?: ListingText | undefined;
}

/**
 * Photo first: on a phone the gallery runs edge to edge at the top, then the price, the key facts and the
 * address, then the breadcrumbs, badges, title and the save and share buttons; from 1024 px the gallery
 * takes the width beside that column (over 60 % of the screen's), and from 1536 px the pair widens. The order is the markup's, so reading and Tab order follow the screen.
 */
export function PropertyDetailView({
  property,
  advisor,
  gallery,
  tours,
  map,
  inquiry,
  share,
  mortgage,
  showing,
  offersShowings = false,
  page,
  text = ENGLISH_LISTING_TEXT,
}: Props) {
  const updated = text.lastUpdated(property);
  const save = page && (
    <SaveButton home={{ id: property.id, title: property.title }} variant="detail" label={text.save} />
  );
  const lang = text.listingLang;
  const located = listingMapPoint(property) !== null;
  const sold = property.status === 'Sold';
  return (
    <article
      className="pb-10 sm:pb-14 lg:pt-10"
      data-property={property.id}
      data-listing-view={page ? property.id : undefined}
      data-listing-title={page ? property.title : undefined}
    >
      <div className="lg:container-page lg:grid lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start lg:gap-8 2xl:max-w-[96rem]">
        <div data-listing-photos>
          {gallery ?? (
            <Gallery
              images={property.images}
              title={property.title}
              floorPlans={property.floorPlans}
              text={text.gallery}
            />
          )}
        </div>
        <header className="container-page mt-6 lg:mt-0 lg:px-0">
          <p className="font-display text-3xl text-ink lining-nums tabular-nums sm:text-4xl" data-price>
            {text.price(property.price)}
          </p>
          <dl
            className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 border-y border-black/10 py-4 sm:grid-cols-4 lg:grid-cols-2"
            data-key-facts
          >
            <Fact label={text.facts.bedrooms} value={text.number(property.beds)} />
            <Fact label={text.facts.bathrooms} value={text.number(property.baths)} />
            <Fact label={text.facts.squareFeet} value={text.area(property.squareFeet)} />
            <Fact label={text.facts.propertyType} value={text.propertyType(property.propertyType)} words />
          </dl>
          <p className="mt-4 text-lg text-stone">
            <span data-address lang={lang}>
              {fullAddress(property)}
            </span>
            {located && (
              <>
                {' '}
                <a
                  href="#location"
                  className="inline-flex min-h-6 items-center text-base font-semibold whitespace-nowrap text-bronze underline-offset-4 hover:underline print:hidden"
                >
                  {text.showOnMap}
                </a>
              </>
            )}
          </p>
          <ListingCourtesy property={property} className="mt-2 text-lg text-stone" lang={lang} />
          <ListedLine property={property} text={text} />
          {updated && property.modifiedAt && (
            <p className="mt-1 text-sm text-stone" data-last-updated>
              <time dateTime={property.modifiedAt}>{updated}</time>
            </p>
          )}
          <div className="mt-6">
            <Breadcrumbs title={property.title} text={text} />
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <StatusBadge status={property.status} text={text} />
            <ListingBadges listing={property} statusShown labels={text.badges(property)} />
          </div>
          <h1 className="mt-4 text-3xl leading-tight sm:text-4xl lg:text-3xl" lang={lang}>
            {property.title}
          </h1>
          {(share ?? save) && (
            <div className="mt-5 flex flex-wrap items-start gap-3 print:hidden">
              {save}
              {share}
            </div>
          )}
          {offersShowings && (
            <a href={`#${SHOWING_SECTION_ID}`} className="btn-primary mt-5 w-full print:hidden" data-showing-link>
              {text.showingTitle}
            </a>
          )}
        </header>
      </div>

      <div className="container-page mt-12 grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          {offersShowings && <div className="mb-12 print:hidden">{showing}</div>}
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-3xl">
              {text.about}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink/85" lang={lang}>
              {property.description}
            </p>
          </section>
          <ListingFeatures listing={property} text={text} />
          {listingTours(property).length > 0 && tours}
          <OpenHouses listing={property} text={text} />
          <section id="location" aria-labelledby="location-heading" className="mt-12 print:hidden">
            <h2 id="location-heading" className="text-3xl">
              {text.location}
            </h2>
            <address className="mt-4 text-lg not-italic text-ink/85" lang={lang}>
              {fullAddress(property)}
            </address>
            {located && map}
            <TownLinks property={property} text={text} />
          </section>
          {mortgage}
        </div>
        <aside
          aria-label={text.contactRegion}
          className="flex flex-col gap-8 lg:sticky lg:top-28 lg:self-start print:static"
        >
          {advisor && <AdvisorCard advisor={advisor} text={text} />}
          {sold ? <SoldNextSteps property={property} text={text} /> : inquiry}
        </aside>
      </div>
      {page && advisor && <ListingActionBar contact={advisor} sold={sold} showings={offersShowings} text={text} />}
      <FloorPlansPrint floorPlans={property.floorPlans} title={property.title} text={text.gallery} />
    </article>
  );
}

export function PropertyNotFound({ text = ENGLISH_LISTING_TEXT }: { text?: ListingText | undefined }) {
  return (
    <section className="container-page flex flex-col items-center py-28 text-center" data-not-found>
      <h1 className="text-4xl sm:text-5xl">{text.notFound.title}</h1>
      <p className="mt-4 max-w-md text-lg text-stone">{text.notFound.text}</p>
      <a href="/properties" className="btn-primary mt-10">
        {text.notFound.viewAll}
      </a>
    </section>
  );
}

/** A listing page the server could not render (the catalogue did not load): a retry, and the way back. */
export function ListingsUnavailable({ text = ENGLISH_LISTING_TEXT }: { text?: ListingText | undefined }) {
  return (
    <section className="container-page flex flex-col items-center py-28 text-center" data-listings-unavailable>
      <h1 className="text-4xl sm:text-5xl">{text.unavailable.title}</h1>
      <p className="mt-4 max-w-md text-lg text-stone">{text.unavailable.text}</p>
      <a href="/properties" className="btn-primary mt-10">
        {text.notFound.viewAll}
      </a>
    </section>
  );
}
