/** Client-area user names, e-mail addresses and phone lists of demo clients. */
import type { Prng } from './prng.ts';

/** Lowercase ASCII letters only (accents dropped, everything else removed). */
export function asciiLetters(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** A unique client-area user name: name and surname letters, then the client number (maria.silva123). */
export function clientUsername(firstWord: string, lastWord: string, clientPk: number): string {
  // Unique because the letter part holds no digits and the number is the client's own.
  const first = asciiLetters(firstWord).slice(0, 16) || 'cliente';
  const last = asciiLetters(lastWord).slice(0, 16);
  return `${last ? `${first}.${last}` : first}${clientPk}`;
}

/** An e-mail address of an individual, at a free mail provider; sometimes none (""). */
export function personalMail(prng: Prng, firstWord: string, lastWord: string, domains: readonly string[]): string {
  if (prng.chance(0.08)) return '';
  const suffix = prng.chance(0.5) ? String(prng.int(1, 99)) : '';
  const separator = prng.pick(['.', '_', '']);
  return `${asciiLetters(firstWord)}${separator}${asciiLetters(lastWord)}${suffix}@${prng.pick(domains)}`;
}

/** An e-mail address of a company at its own domain. */
export function companyMail(prng: Prng, tradeName: string): string {
  const mailbox = prng.pick(['contato', 'financeiro', 'adm', 'atendimento']);
  return `${mailbox}@${asciiLetters(tradeName).slice(0, 24)}.com.br`;
}

/** A client's phones: the `Label#-#value` list (null for some clients) and the first number. */
export interface PhoneList {
  readonly text: string | null;
  readonly primary: string;
}

/** Mobile and sometimes landline numbers of the area code, as `Label#-#value` items joined by commas. */
export function phoneList(prng: Prng, areaCode: string, company: boolean): PhoneList {
  const mobile = `(${areaCode}) 9${prng.int(8100, 9999)}-${prng.int(1000, 9999)}`;
  const landline = `(${areaCode}) 3${prng.int(100, 999)}-${prng.int(1000, 9999)}`;
  if (prng.chance(0.04)) return { text: null, primary: '' };
  const items = [company ? `Comercial#-#${landline}` : `Celular#-#${mobile}`];
  if (company) items.push(`WhatsApp#-#${mobile}`);
  else if (prng.chance(0.3)) items.push(`Residencial#-#${landline}`);
  if (prng.chance(0.1)) items.push(`Recado#-#(${areaCode}) 9${prng.int(8100, 9999)}-${prng.int(1000, 9999)}`);
  return { text: items.join(','), primary: company ? landline : mobile };
}
