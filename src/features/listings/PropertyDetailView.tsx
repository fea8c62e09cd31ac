import type { ReactNode } from 'react';
import { formatLongDate, formatPriceFull } from '#src/lib/format.ts';
import { fullAddress } from './seo.ts';
import { lastUpdatedLine } from './idx.ts';
import { ListingCourtesy } from './ListingCourtesy.tsx';
import { formatArea } from './units.ts';
import type { Property } from '#src/schemas/property.ts';
import type { ListingContact } from '#src/features/team/contact-card.ts';
import { AdvisorCard } from './AdvisorCard.tsx';
import { Gallery } from './Gallery.tsx';
import { ListingFeatures } from './ListingFeatures.tsx';
import { OpenHouses } from './OpenHouses.tsx';
import { SaveButton } from './SaveButton.tsx';
import { ListingBadges } from './ListingBadges.tsx';
import { DEFAULT_RESULTS_QUERY, listingsSearchPath } from '#src/schemas/results-query.ts';

export const NOT_FOUND_TITLE = 'Property Not Found';
export const NOT_FOUND_TEXT = "The property you're looking for doesn't exist or has been removed.";
export const LISTINGS_UNAVAILABLE_TEXT = 'Listings are unavailable. Please try again shortly.';

/** Default badge for Available, the secondary style for every other status. */
export function StatusBadge({ status }: { status: Property['status'] }) {
  const style = status === 'Available' ? 'bg-ink text-paper' : 'border border-ink/30 bg-sand text-ink';
  return (
    <span
      className={`inline-flex items-center px-3 py-1 text-xs font-semibold tracking-[0.15em] uppercase ${style}`}
      data-status={status}
      data-variant={status === 'Available' ? 'default' : 'secondary'}
    >
      {status}
    </span>
  );
}

/** What a Sold listing offers in place of the buyer's inquiry: homes like it, and a valuation of one's own. */
function SoldNextSteps({ property }: { property: Property }) {
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
        This home has sold
      </h2>
      <div className="mt-6 flex flex-col gap-3">
        <a href={similarSearch} className="btn-primary">
          See similar homes
        </a>
        <a href="/home-valuation" className="btn-outline">
          What is my home worth?
        </a>
      </div>
    </section>
  );
}

/** When a listing came on the market: "Listed {date}", or for a Coming Soon listing the day it will, if known. */
function ListedLine({ property }: { property: Property }) {
  if (property.status !== 'Coming Soon')
    return (
      <p className="mt-2 text-sm text-stone">
        Listed <time dateTime={property.createdAt}>{formatLongDate(property.createdAt)}</time>
      </p>
    );
  if (!property.onMarketDate) return null;
  return (
    <p className="mt-2 text-sm text-stone" data-on-market>
      On market <time dateTime={property.onMarketDate}>{formatLongDate(property.onMarketDate)}</time>
    </p>
  );
}

function Breadcrumbs({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-stone print:hidden">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <a href="/" className="inline-flex min-h-6 items-center hover:text-ink hover:underline">
            Home
          </a>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <a href="/properties" className="inline-flex min-h-6 items-center hover:text-ink hover:underline">
            Properties
          </a>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="text-ink">
          {title}
        </li>
      </ol>
    </nav>
  );
}

/** A figure in parts that wrap only between them ("9,800 sq ft · 910 m²" breaks at the dot). */
function Parts({ text }: { text: string }) {
  return text.split(' · ').map((part, i) => (
    <span key={part}>
      {i > 0 && ' · '}
      <span className="whitespace-nowrap">{part}</span>
    </span>
  ));
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="border border-black/10 bg-white p-5 text-center">
      <dt className="text-xs font-semibold tracking-[0.15em] text-stone uppercase">{label}</dt>
      <dd className="mt-2 font-display text-2xl text-balance text-ink">
        <Parts text={value} />
      </dd>
    </div>
  );
}

/**
 * On a listing page this renders as static HTML, and the parts a visitor acts on come in as Astro slots
 * holding their own islands (gallery, open houses, mortgage, the form). The CMS preview renders it whole.
 */
interface Props {
  property: Property;
  /** Who answers about the listing (its advisor, its town's, or the office): the aside's card. */
  advisor: ListingContact | null;
  /** The photo gallery island; the preview's own gallery without it. */
  gallery?: ReactNode;
  /** The open houses island; the preview's own list without it. */
  openHouses?: ReactNode;
  /** The sidebar's inquiry block (heading and form), supplied by the page. */
  inquiry?: ReactNode;
  /** The Share button, supplied by the page (the market updates' ShareButton.astro). */
  share?: ReactNode;
  /** The mortgage estimate, under the location. */
  mortgage?: ReactNode;
  /**
   * The listing page (not the CMS preview): a save toggle beside Share, which the chrome script drives like
   * a prebuilt card's, and the marks by which it records the visit in "recently viewed".
   */
  page?: boolean;
}

export function PropertyDetailView({ property, advisor, gallery, openHouses, inquiry, share, mortgage, page }: Props) {
  const updated = lastUpdatedLine(property);
  const save = page && <SaveButton home={{ id: property.id, title: property.title }} variant="detail" />;
  return (
    <article
      className="container-page py-10 sm:py-14"
      data-property={property.id}
      data-listing-view={page ? property.id : undefined}
      data-listing-title={page ? property.title : undefined}
    >
      <Breadcrumbs title={property.title} />
      <header className="mt-6 flex flex-col gap-6 border-b border-black/10 pb-8 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <div className="flex flex-wrap gap-2">
            <StatusBadge status={property.status} />
            <ListingBadges listing={property} statusShown />
          </div>
          <h1 className="mt-4 text-3xl leading-tight sm:text-5xl">{property.title}</h1>
          <p className="mt-3 text-lg text-stone" data-address>
            {fullAddress(property)}
          </p>
          <ListingCourtesy property={property} className="mt-2 text-lg text-stone" />
        </div>
        <div className="lg:text-right">
          <p className="font-display text-3xl text-ink lining-nums tabular-nums sm:text-4xl" data-price>
            {formatPriceFull(property.price)}
          </p>
          <ListedLine property={property} />
          {updated && property.modifiedAt && (
            <p className="mt-1 text-sm text-stone" data-last-updated>
              <time dateTime={property.modifiedAt}>{updated}</time>
            </p>
          )}
          {(share ?? save) && (
            <div className="mt-4 flex flex-wrap items-start gap-3 lg:justify-end print:hidden">
              {save}
              {share}
            </div>
          )}
        </div>
      </header>

      <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          {gallery ?? <Gallery images={property.images} title={property.title} />}
          <dl className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
            <Stat label="Bedrooms" value={String(property.beds)} />
            <Stat label="Bathrooms" value={String(property.baths)} />
            <Stat label="Square Feet" value={formatArea(property.squareFeet)} />
            <Stat label="Property Type" value={property.propertyType} />
          </dl>
          <section aria-labelledby="about-heading" className="mt-12">
            <h2 id="about-heading" className="text-3xl">
              About This Property
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink/85">{property.description}</p>
          </section>
          <ListingFeatures listing={property} />
          {openHouses ?? <OpenHouses listing={property} />}
          <section aria-labelledby="location-heading" className="mt-12 print:hidden">
            <h2 id="location-heading" className="text-3xl">
              Location
            </h2>
            <address className="mt-4 text-lg not-italic text-ink/85">{fullAddress(property)}</address>
          </section>
          {mortgage}
        </div>
        <aside
          aria-label="Contact about this property"
          className="flex flex-col gap-8 lg:sticky lg:top-28 lg:self-start print:static"
        >
          {advisor && <AdvisorCard advisor={advisor} />}
          {property.status === 'Sold' ? <SoldNextSteps property={property} /> : inquiry}
        </aside>
      </div>
    </article>
  );
}

export function PropertyNotFound() {
  return (
    <section className="container-page flex flex-col items-center py-28 text-center" data-not-found>
      <h1 className="text-4xl sm:text-5xl">{NOT_FOUND_TITLE}</h1>
      <p className="mt-4 max-w-md text-lg text-stone">{NOT_FOUND_TEXT}</p>
      <a href="/properties" className="btn-primary mt-10">
        View All Properties
      </a>
    </section>
  );
}

/** A listing page the server could not render (the catalogue did not load): a retry, and the way back. */
export function ListingsUnavailable() {
  return (
    <section className="container-page flex flex-col items-center py-28 text-center" data-listings-unavailable>
      <h1 className="text-4xl sm:text-5xl">Listings Unavailable</h1>
      <p className="mt-4 max-w-md text-lg text-stone">{LISTINGS_UNAVAILABLE_TEXT}</p>
      <a href="/properties" className="btn-primary mt-10">
        View All Properties
      </a>
    </section>
  );
}
