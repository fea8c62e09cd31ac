/** A listing in an e-mail: photo, what happened, price, title, details and a link, as a row of EmailLayout. */
import type { CSSProperties } from 'react';
import { Lines } from './EmailDocument.tsx';
import { TextLink } from './EmailLayout.tsx';

const MUTED = '#57534e';
const DETAIL: CSSProperties = { margin: '4px 0', color: '#44403c' };

export interface ListingCardProps {
  /** The listing's page, absolute. */
  href: string;
  /** An absolute URL, or none. */
  photo: { src: string; alt: string } | null;
  /** Above the price, e.g. "New listing · Price reduced". */
  eyebrow: string;
  /** The price, and the one before it when it dropped. */
  price: { now: string; before: string | null };
  title: string;
  /** A line each, e.g. the address and the beds, baths and area; one in another language names it. */
  details: readonly (string | { text: string; lang: string })[];
  /** The listing brokerage's credit in small print, when the MLS requires it. */
  courtesy: string | null;
  /** The link's words under the card: "View this home" unless given. */
  view?: string;
  /**
   * The language of the MLS's own words (the title and the credit), when it is not the e-mail's: an e-mail in
   * another language keeps them as the MLS wrote them.
   */
  mlsLang?: string;
}

export function ListingCard({
  href,
  photo,
  eyebrow,
  price,
  title,
  details,
  courtesy,
  view = 'View this home',
  mlsLang,
}: ListingCardProps) {
  return (
    <tr>
      <td style={{ padding: '0 0 32px' }}>
        <Lines
          items={[
            photo && (
              <a href={href}>
                <img
                  src={photo.src}
                  width="560"
                  alt={photo.alt}
                  style={{ display: 'block', width: '100%', maxWidth: '560px', height: 'auto', border: '0' }}
                />
              </a>
            ),
            <p
              style={{
                margin: '12px 0 4px',
                fontSize: '12px',
                letterSpacing: '.08em',
                textTransform: 'uppercase',
                color: MUTED,
              }}
            >
              {eyebrow}
            </p>,
            <p style={{ margin: '0', fontSize: '20px', fontWeight: 'bold' }}>
              {price.before !== null && (
                <>
                  <s style={{ color: MUTED }}>{price.before}</s>{' '}
                </>
              )}
              {price.now}
            </p>,
            <p style={{ margin: '4px 0', fontSize: '16px' }} lang={mlsLang}>
              <TextLink href={href}>{title}</TextLink>
            </p>,
            ...details.map((detail) =>
              typeof detail === 'string' ? (
                <p style={DETAIL}>{detail}</p>
              ) : (
                <p style={DETAIL} lang={detail.lang}>
                  {detail.text}
                </p>
              ),
            ),
            courtesy && (
              <p style={{ margin: '4px 0', fontSize: '13px', color: MUTED }} lang={mlsLang}>
                {courtesy}
              </p>
            ),
            <p style={{ margin: '8px 0 0' }}>
              <TextLink href={href}>{view}</TextLink>
            </p>,
          ]}
        />
      </td>
    </tr>
  );
}
