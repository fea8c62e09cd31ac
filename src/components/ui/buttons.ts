/** Button looks that are not a Tailwind utility of their own (src/styles/global.css has btn-primary and friends). */

/** A white-bordered button for dark backgrounds, beside a btn-light. */
export const lightOutlineButton = 'btn border border-white text-white hover:bg-white hover:text-ink';
