/*
 * A lead's address and phone as links on the staff's pages: one click opens their mail program
 * or dials. Only what is plainly one address or one number becomes a link: a value stored before
 * the forms checked it stays text.
 */

/** `mailto:` for one plain address; null for anything else (several, or with a query). */
export function mailtoHref(address: string | null): string | null {
  if (!address) return null;
  const plain = address.trim();
  return /^[^\s@?&,;:<>"'()[\]\\/]+@[^\s@?&,;:<>"'()[\]\\/]+\.[^\s@?&,;:<>"'()[\]\\/]+$/.test(plain)
    ? `mailto:${plain}`
    : null;
}

/** `tel:` with the digits (and a leading +) of a phone number as typed; null without enough digits. */
export function telHref(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return /^\+?\d{6,15}$/.test(digits) ? `tel:${digits}` : null;
}
