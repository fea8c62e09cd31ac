/** The e-mail's one call to action: a dark block link on a line of its own. */
export function Button({ href, children }: { href: string; children: string }) {
  return (
    <p style={{ margin: '24px 0' }}>
      <a
        href={href}
        style={{
          display: 'inline-block',
          background: '#111',
          color: '#fff',
          padding: '12px 20px',
          textDecoration: 'none',
        }}
      >
        {children}
      </a>
    </p>
  );
}
