/** Display formatting shared by pages and islands. Pure; no I/O. */

/** "tel:" link for a US number shown as "(401) 555-0100" or "1-800-669-9777". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
