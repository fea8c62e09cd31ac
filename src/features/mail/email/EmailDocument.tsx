/** The shell of every e-mail: <html>, a <head> when the e-mail has a title, and the styled <body>. */
import { Fragment, type CSSProperties, type ReactNode } from 'react';

export function EmailDocument({
  lang,
  title,
  bodyStyle,
  children,
}: {
  lang?: string;
  /** The subject, for the browser tab of a mail client's "open in browser". */
  title?: string;
  bodyStyle: CSSProperties;
  children: ReactNode;
}) {
  return (
    <html lang={lang}>
      {title !== undefined && (
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width" />
          <title>{title}</title>
        </head>
      )}
      <body style={bodyStyle}>{children}</body>
    </html>
  );
}

/**
 * Its items one to a line of the HTML source (a line break before the first and after each), so that a raw
 * e-mail reads and diffs line by line. An item left out (null, false) leaves its line empty.
 */
export function Lines({ items }: { items: readonly ReactNode[] }) {
  return (
    <>
      {'\n'}
      {items.map((item, index) => (
        <Fragment key={index}>
          {item}
          {'\n'}
        </Fragment>
      ))}
    </>
  );
}
