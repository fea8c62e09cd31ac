// A schema-valid listing for unit tests of the pure search code; each test overrides what it checks.
import type { Property } from '#src/schemas/property.ts';

export function makeListing(id: number, overrides: Partial<Property> = {}): Property {
  return {
    id,
    title: `House ${id}`,
    description: 'A description that is long enough for the schema to accept it.',
    price: 1_000_000,
    address: `${id} Main Street`,
    city: 'Providence',
    state: 'RI',
    zipcode: '02903',
    beds: 3,
    baths: 2,
    squareFeet: 2000,
    propertyType: 'Single Family',
    status: 'Available',
    isFeatured: false,
    images: ['/images/listings/1/1.webp'],
    features: [],
    advisorId: null,
    createdAt: '2025-09-01T12:00:00Z',
    ...overrides,
  };
}
