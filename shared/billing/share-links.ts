// The links an invoice leaves the app by (issue 18). Built in main (share:open) from the chosen contact, so the
// page never holds the whole number or address (issue 43).

/** A wa.me link to a Brazilian national number (DDD + number) with the message. */
export function whatsAppUrl(national: string, message: string): string {
  return `https://wa.me/55${national}?text=${encodeURIComponent(message)}`;
}

/** A mailto: link with subject and body; encodeURIComponent, as mail programs read `+` as a plus, not a space. */
export function mailtoUrl(email: string, subject: string, body: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
