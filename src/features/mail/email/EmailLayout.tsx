/**
 * The branded e-mail: one centred column 560 px wide (a table, as mail clients lay tables out alike), the
 * brand on top, the rows, and a footer row under a rule.
 */
import type { CSSProperties, ReactNode } from 'react';
import { EmailDocument, Lines } from './EmailDocument.tsx';

const BODY: CSSProperties = {
  margin: '0',
  padding: '24px',
  background: '#ffffff',
  color: '#1c1917',
  fontFamily: 'Arial,Helvetica,sans-serif',
  lineHeight: '1.5',
};
const COLUMN: CSSProperties = { maxWidth: '560px', margin: '0 auto', borderCollapse: 'collapse' };
const BRAND: CSSProperties = { padding: '0 0 8px', fontFamily: 'Georgia,serif', fontSize: '22px' };
const FOOTER: CSSProperties = {
  padding: '16px 0 0',
  borderTop: '1px solid #d6d3d1',
  fontSize: '13px',
  color: '#44403c',
};

/** One row of the column. */
export function EmailRow({ style, children }: { style: CSSProperties; children: ReactNode }) {
  return (
    <tr>
      <td style={style}>{children}</td>
    </tr>
  );
}

/** A link in running text: the text's colour, underlined. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} style={{ color: '#1c1917', textDecoration: 'underline' }}>
      {children}
    </a>
  );
}

export function EmailLayout({
  title,
  brand,
  rows,
  footer,
  lang = 'en',
}: {
  title: string;
  brand: string;
  /** The e-mail's language: English unless given. */
  lang?: string;
  /** The rows between the brand and the footer (EmailRow, ListingCard); one left out leaves its line empty. */
  rows: readonly ReactNode[];
  footer: ReactNode;
}) {
  return (
    <EmailDocument lang={lang} title={title} bodyStyle={BODY}>
      {/* The column on a line of its own, as its rows are. */}
      {'\n'}
      <table role="presentation" width="100%" style={COLUMN}>
        <Lines
          items={[<EmailRow style={BRAND}>{brand}</EmailRow>, ...rows, <EmailRow style={FOOTER}>{footer}</EmailRow>]}
        />
      </table>
    </EmailDocument>
  );
}
