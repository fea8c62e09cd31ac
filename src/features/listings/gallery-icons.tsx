/** The gallery's and the viewer's arrow icons (their buttons carry the names). */
export function PreviousIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function NextIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d="m7.5 4 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
