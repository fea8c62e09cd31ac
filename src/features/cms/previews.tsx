// Previews of a listing and a market update as the site shows them, with the site's own components.
import type { ReactNode } from 'react';
import { formatLongDate } from '#src/lib/format.ts';
import { PropertyDetailView } from '#src/features/listings/PropertyDetailView.tsx';
import { ListingTours } from '#src/features/listings/ListingTours.tsx';
import { listingTours } from '#src/features/listings/tours.ts';
import type { Property } from '#src/schemas/property.ts';

export interface PreviewProps {
  entry: { getIn: (path: string[]) => { toJS: () => unknown } | undefined };
  widgetFor: (name: string) => ReactNode;
}

const dataOf = <T,>(entry: PreviewProps['entry']) => (entry.getIn(['data'])?.toJS() ?? {}) as Partial<T>;

export function ListingPreview({ entry }: PreviewProps) {
  const data = dataOf<Property>(entry);
  const property: Property = {
    id: 0,
    title: '',
    description: '',
    price: 0,
    address: '',
    city: '',
    state: 'RI',
    zipcode: '',
    beds: 0,
    baths: 0,
    squareFeet: 0,
    propertyType: 'Single Family',
    status: 'Available',
    isFeatured: false,
    images: [],
    features: [],
    advisorId: null,
    createdAt: new Date().toISOString(),
    ...data,
  };
  const tours = <ListingTours title={property.title} poster={property.images[0]} tours={listingTours(property)} />;
  return <PropertyDetailView property={property} advisor={null} tours={tours} />;
}

export function MarketUpdatePreview({ entry, widgetFor }: PreviewProps) {
  const data = dataOf<{ title: string; date: string; author: string; readTime: string; excerpt: string }>(entry);
  return (
    <article className="mx-auto max-w-3xl px-6 py-12">
      <h1 className="font-display text-4xl text-ink">{data.title}</h1>
      <p className="mt-3 text-sm text-stone">
        {data.date ? formatLongDate(data.date) : ''} · {data.author} · {data.readTime}
      </p>
      <p className="mt-6 text-lg">{data.excerpt}</p>
      <div className="prose mt-8">{widgetFor('body')}</div>
    </article>
  );
}
