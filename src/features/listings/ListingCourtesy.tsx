import type { Property } from '#src/schemas/property.ts';
import { courtesyLine } from './idx.ts';

/**
 * "Listing courtesy of {brokerage}" under a feed listing, in the size of the details around it: the MLS's exact
 * words in every language, so a page in another one marks them English (`lang`). `text`: the line as the server
 * wrote it (card-text.ts), null where none is due; courtesyLine's without.
 */
export function ListingCourtesy({
  property,
  className,
  text,
  lang,
}: {
  property: Pick<Property, 'source' | 'listOfficeName'>;
  className: string;
  text?: string | null | undefined;
  lang?: string | undefined;
}) {
  const line = text === undefined ? courtesyLine(property) : text;
  return line ? (
    <p className={className} lang={lang} data-courtesy>
      {line}
    </p>
  ) : null;
}
