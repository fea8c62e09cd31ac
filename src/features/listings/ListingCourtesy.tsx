import type { Property } from '#src/schemas/property.ts';
import { courtesyLine } from './idx.ts';

/** "Listing courtesy of {brokerage}" under a feed listing, in the size of the details around it. */
export function ListingCourtesy({
  property,
  className,
}: {
  property: Pick<Property, 'source' | 'listOfficeName'>;
  className: string;
}) {
  const line = courtesyLine(property);
  return line ? (
    <p className={className} data-courtesy>
      {line}
    </p>
  ) : null;
}
