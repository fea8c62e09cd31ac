/**
 * The handshake between `client:interaction` and a form island: a submit that comes before the island is
 * live is held and its form marked pending; once live, the island marks its form live and sends it.
 */
export const SUBMIT_PENDING_ATTRIBUTE = 'data-submit-pending';
export const LIVE_ATTRIBUTE = 'data-live';

/** The island's side: marks the form live and, if a submit was held, sends it now through the island's handler. */
export function goLive(form: HTMLFormElement | null): void {
  if (!form || form.hasAttribute(LIVE_ATTRIBUTE)) return;
  form.setAttribute(LIVE_ATTRIBUTE, '');
  if (!form.hasAttribute(SUBMIT_PENDING_ATTRIBUTE)) return;
  form.removeAttribute(SUBMIT_PENDING_ATTRIBUTE);
  // After the commit that attached the ref, so that React dispatches the submit to the form's handler.
  setTimeout(() => {
    if (form.isConnected) form.requestSubmit();
  });
}

/**
 * Set on an opener (`client:opener`) pressed before the island it opens was ready; the island opens for it
 * once it is, and marks each opener it handles with LIVE_ATTRIBUTE.
 */
export const OPEN_PENDING_ATTRIBUTE = 'data-open-pending';
