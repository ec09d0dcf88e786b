/** One demo client row, and the facts about it that its contracts, connections and orders depend on. */
import { clientObservations } from './client-texts.ts';
import { clientUsername, companyMail, personalMail, phoneList } from './contact-details.ts';
import { isoFromDay, timestampFromDay, yearsBefore } from './day-numbers.ts';
import type { GenerationContext } from './generation-context.ts';
import { officeShare, type OfficeArea, type ServedTown } from './geography.ts';
import { officeHoursSecond } from './office-hours.ts';
import { companyName, personName } from './people-names.ts';
import { weightedTable, type Prng } from './prng.ts';
import type { ClientRow } from './seed-rows.ts';
import { streetAddress } from './street-addresses.ts';
import { cnpjForClient, cpfForClient, rgNumber, stateRegistration } from './tax-ids.ts';

/** A generated client: its row plus the numbers the dependent rows are built from. */
export interface ClientDraft {
  readonly row: ClientRow;
  readonly company: boolean;
  readonly registeredDay: number;
  /** Day of deactivation or removal; null for active and interested clients. */
  readonly deactivatedDay: number | null;
  readonly area: OfficeArea;
  readonly town: ServedTown;
  readonly primaryPhone: string;
}

// client_status: 0 active, 1 deactivated, 2 interested, 3 removed.
const statusShare = weightedTable([
  [0, 80],
  [1, 8],
  [2, 7],
  [3, 5],
]);

const registrationSpanDays = 8 * 365;

/** Client `clientPk`: ~85% individuals with a CPF, ~15% companies with a CNPJ, spread over offices and 8 years. */
export function generateClient(context: GenerationContext, clientPk: number, prng: Prng): ClientDraft {
  const { today, pools } = context;
  const company = prng.chance(0.15);
  const status = prng.weighted(statusShare);
  // Density falls linearly with age (1 − √u): a growing provider has more recent clients than old ones.
  let daysAgo = Math.floor(registrationSpanDays * (1 - Math.sqrt(prng.next())));
  if (status === 2) daysAgo = prng.int(0, 120); // interested: recent prospects
  if (status === 1 || status === 3) daysAgo = Math.max(daysAgo, 90); // were customers for a while first
  const registeredDay = today - daysAgo;
  const deactivatedDay = status === 1 || status === 3 ? prng.int(registeredDay + 60, today - 1) : null;

  const area = prng.weighted(officeShare);
  const address = streetAddress(prng, pools, area);
  const phones = phoneList(prng, area.areaCode, company);
  const names = company ? companyName(prng, pools) : personName(prng, pools);
  const surnames = names.lastname.split(' ');
  const lastWord = surnames[surnames.length - 1] ?? '';
  const firstWord = names.name.split(' ')[0] ?? names.name;

  // Why: a company founded after July 2026 may carry an alphanumeric CNPJ; its founding date follows.
  const alphanumericCnpj = company && registeredDay >= context.alphanumericCnpjFrom && prng.chance(0.5);
  const birthDay = company
    ? alphanumericCnpj
      ? prng.int(context.alphanumericCnpjFrom, registeredDay)
      : registeredDay - prng.int(200, 30 * 365)
    : yearsBefore(today, 18) - prng.int(0, 62 * 365);

  const row: ClientRow = {
    client_pk: clientPk,
    client_status: status,
    client_type: company ? 1 : 0,
    client_username: company
      ? clientUsername(names.lastname, '', clientPk)
      : clientUsername(firstWord, lastWord, clientPk),
    client_password_hash: context.clientPasswordHashes[clientPk % context.clientPasswordHashes.length] ?? '',
    client_name: names.name,
    client_lastname: names.lastname,
    client_mail: company
      ? companyMail(prng, names.lastname)
      : personalMail(prng, firstWord, lastWord, pools.mailDomains),
    client_doc1: company
      ? cnpjForClient(context.seed, clientPk, alphanumericCnpj)
      : cpfForClient(context.seed, clientPk),
    client_doc2: company ? stateRegistration(prng) : rgNumber(prng, address.town.state),
    client_date_cad: timestampFromDay(registeredDay, officeHoursSecond(prng)),
    client_date_deactivation:
      deactivatedDay === null ? null : timestampFromDay(deactivatedDay, officeHoursSecond(prng)),
    client_date_birth: isoFromDay(birthDay),
    client_observations: prng.chance(0.12) ? prng.pick(clientObservations) : '',
    offices_pk: area.offices_pk,
    client_phones: phones.text,
    cli_addr_address: address.street,
    cli_addr_number: address.number,
    cli_addr_neighborhood: address.neighbourhood,
    cli_addr_zipcode: address.zipcode,
    cli_addr_province: address.town.name,
    cli_addr_state: address.town.state,
    cli_addr_completation: address.complement,
  };
  return { row, company, registeredDay, deactivatedDay, area, town: address.town, primaryPhone: phones.primary };
}
