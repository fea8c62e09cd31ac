import type { ReactNode } from 'react';

/** A table that may scroll sideways on a phone: a named region that takes focus, so keys scroll it too. */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`overflow-x-auto ${className}`} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
