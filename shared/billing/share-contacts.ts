// Whom an invoice can be sent to (issue 18), read from the client's record. Shared: the page lists the choices
// masked, and main (share:open) reads the same record, takes the chosen one by its place in this list, and builds
// the link, so the page never holds the whole number or address (issue 43).
import { parsePhoneList } from '../registration/phones.ts';

/** A phone the invoice can be sent to by WhatsApp. */
export interface WhatsAppPhone {
  /** The list's label ("Celular"), '' when none. */
  label: string;
  /** The number as the list wrote it, for the operator to recognise. */
  shown: string;
  /** The national number: area code and number, 10 or 11 digits. */
  national: string;
  /** A mobile: 11 digits with 9 after the area code (Brazil's mobile numbers), or labelled as one. */
  mobile: boolean;
}

const mobileLabel = /cel|m[oó]vel|mobile|whats|zap/i;

/** The national digits (DDD + number) of a Brazilian phone, or undefined when it is not one. */
export function nationalNumber(text: string): string | undefined {
  let digits = text.replace(/\D/g, '');
  // +55 / 55 country code, then a trunk 0 (and a two-digit carrier after it, "0 15 67 …").
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(digits.length >= 13 ? 3 : 1);
  if (digits.length !== 10 && digits.length !== 11) return undefined;
  // Area codes are 11 to 99 and never hold a 0.
  if (!/^[1-9][1-9]/.test(digits)) return undefined;
  return digits;
}

/**
 * The client's phones that can take a WhatsApp message, from its `Label#-#value` list (or plain text):
 * mobiles only when there is one (landlines rarely have WhatsApp), else every Brazilian number; in the list's order.
 */
export function whatsAppPhones(phones: string | null | undefined): WhatsAppPhone[] {
  const found: WhatsAppPhone[] = [];
  for (const item of parsePhoneList(phones)) {
    const national = nationalNumber(item.value);
    if (!national || found.some((phone) => phone.national === national)) continue;
    const mobile = (national.length === 11 && national[2] === '9') || mobileLabel.test(item.label);
    found.push({ label: item.label, shown: item.value, national, mobile });
  }
  const mobiles = found.filter((phone) => phone.mobile);
  return mobiles.length > 0 ? mobiles : found;
}

/** The e-mail addresses of the client's e-mail list (labelled or separated by commas, semicolons or spaces), once each. */
export function emailAddresses(emails: string | null | undefined): string[] {
  const found: string[] = [];
  for (const item of parsePhoneList(emails))
    for (const address of item.value.split(/[,;\s]+/))
      if (/^[^\s@]+@[^\s@]+$/.test(address) && !found.includes(address)) found.push(address);
  return found;
}
