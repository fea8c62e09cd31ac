import type { Property } from '#src/schemas/property.ts';
import { courtesyLine } from './idx.ts';

/**
 * "Listing courtesy of {brokerage}" under a feed listing, in the size of the details around it. `text`: the line
 * in the page's language, null where none is due (card-text.ts, on the server); courtesyLine's English without.
 */
export function ListingCourtesy({
  property,
  className,
  text,
}: {
  property: Pick<Property, 'source' | 'listOfficeName'>;
  className: string;
  text?: string | null | undefined;
}) {
  const line = text === undefined ? courtesyLine(property) : text;
  return line ? (
    <p className={className} data-courtesy>
      {line}
    </p>
  ) : null;
}
