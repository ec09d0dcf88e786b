import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/language.ts';
import { formatCep } from '../../format/cep.ts';
import { formatDate, formatDateTime } from '../../format/dates.ts';
import { formatDocument } from '../../format/documents.ts';
import { formatMoney } from '../../format/money.ts';
import { formatLabelledList } from '../../grid/labelled-list.ts';
import type { Dossier, DossierRow } from './dossier-schema.ts';

/** A label and its value on the sheet. */
export interface SheetField {
  label: string;
  value: string;
}

/** A table of the sheet: its columns (with their share of the width) and rows of text. */
export interface SheetTable {
  kind: 'table';
  title: string;
  columns: ReadonlyArray<{ label: string; share: number }>;
  rows: string[][];
  /** What the table says when it has no rows. */
  empty: string;
}

/** A block of the sheet: labelled fields, or a table. */
export type SheetBlock = { kind: 'fields'; title: string; fields: SheetField[] } | SheetTable;

/** The registration sheet ("ficha cadastral") as text, before it is laid out on pages. */
export interface Sheet {
  title: string;
  clientName: string;
  /** The date, the operator, the server. */
  meta: SheetField[];
  blocks: SheetBlock[];
  signature: { statement: string; line: string; name: string; document: string; place: string };
  /** The footer of page `{page}` of `{pages}` (placeholders filled in when laid out). */
  footer: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * The server as a person knows it: the demo profile by the name the login screen gives it (its stored name is "Demo"
 * and its address a loopback port, which mean nothing on paper), any other by its name and address.
 */
function serverName(dossier: Dossier, t: TFunction<'dossier'>): string {
  if (dossier.server.profileId === 'demo') return t('sheet.demoServer');
  return [dossier.server.profileName, dossier.server.adminUrl].filter(Boolean).join(' · ');
}

/** A client's display name as the card shows it: a company's razão social, a person's complete name. */
export function dossierClientName(client: Readonly<Record<string, unknown>> & { client_pk: number }): string {
  if (Number(client.client_type) === 1 && text(client.client_name)) return text(client.client_name);
  return (
    text(client.client_complete_name) ||
    [text(client.client_name), text(client.client_lastname)].filter(Boolean).join(' ') ||
    `#${client.client_pk}`
  );
}

/** The registration sheet of a dossier, in the language of `t`. */
export function sheetOf(dossier: Dossier, t: TFunction<'dossier'>, language: Language): Sheet {
  const client = dossier.client;
  const name = dossierClientName(client);
  const money = (value: unknown) => formatMoney(text(value), language);
  const date = (value: unknown) => formatDate(text(value));
  const dateTime = (value: unknown) => formatDateTime(text(value));
  const document = formatDocument(text(client.client_doc1));
  const city = [text(client.cli_addr_province), text(client.cli_addr_state)].filter(Boolean).join('/');
  const street = [text(client.cli_addr_address), text(client.cli_addr_number)].filter(Boolean).join(', ');
  const field = (label: string, value: string): SheetField => ({ label, value: value || '—' });
  // Why per type: a company reads as a company (razão social, nome fantasia, CNPJ, IE, foundation date).
  const type = Number(client.client_type);
  const as = type === 1 ? 'company' : type === 0 ? 'person' : 'either';
  const identity =
    as === 'company'
      ? [field(t('sheet.company.name'), name), field(t('sheet.company.tradeName'), text(client.client_lastname))]
      : [field(t(`sheet.${as}.name`), name)];
  const blocks: SheetBlock[] = [
    {
      kind: 'fields',
      title: t('sheet.identity'),
      fields: [
        ...identity,
        field(t(`sheet.${as}.document`), document),
        field(t(`sheet.${as}.document2`), text(client.client_doc2)),
        field(t(`sheet.${as}.birth`), date(client.client_date_birth)),
        field(t('sheet.code'), String(client.client_pk)),
        field(t('sheet.registered'), date(client.client_date_cad)),
        field(t('sheet.username'), text(client.client_username)),
      ],
    },
    {
      kind: 'fields',
      title: t('sheet.address'),
      fields: [
        field(t('sheet.street'), street),
        field(t('sheet.complement'), text(client.cli_addr_completation)),
        field(t('sheet.district'), text(client.cli_addr_neighborhood)),
        field(t('sheet.city'), city),
        field(t('sheet.zip'), formatCep(text(client.cli_addr_zipcode))),
      ],
    },
    {
      kind: 'fields',
      title: t('sheet.contacts'),
      fields: [
        field(t('sheet.phones'), formatLabelledList(text(client.client_phones), 'line')),
        field(t('sheet.email'), formatLabelledList(text(client.client_mail), 'line')),
      ],
    },
  ];
  const area = dossier.clientArea;
  if (area.status === 'included') {
    const table = (
      title: string,
      columns: Array<[string, number]>,
      rows: DossierRow[],
      cells: (row: DossierRow) => string[],
    ): SheetTable => ({
      kind: 'table',
      title,
      columns: columns.map(([label, share]) => ({ label, share })),
      rows: rows.map(cells),
      empty: t('sheet.none'),
    });
    blocks.push(
      table(
        t('sheet.contracts'),
        [
          [t('sheet.contractNumber'), 2],
          [t('sheet.since'), 2],
          [t('sheet.payDay'), 2],
          [t('sheet.amount'), 2],
        ],
        area.contracts.rows,
        (row) => [
          text(row.contract_number),
          date(row.contract_date_cad),
          text(row.contract_pay_day),
          money(row.contract_amount),
        ],
      ),
      table(
        t('sheet.invoices'),
        [
          [t('sheet.invoiceNumber'), 2],
          [t('sheet.contractNumber'), 2],
          [t('sheet.due'), 2],
          [t('sheet.amount'), 2],
          [t('sheet.paidOn'), 2],
          [t('sheet.paid'), 2],
        ],
        area.invoices.rows,
        (row) => [
          text(row.invoice_pk),
          text(row.contract_number),
          date(row.invoice_date_due),
          money(row.invoice_amount_document),
          date(row.invoice_date_credit),
          money(row.invoice_amount_paid),
        ],
      ),
      table(
        t('sheet.connections'),
        [
          [t('sheet.login'), 3],
          [t('sheet.ip'), 2],
          [t('sheet.mac'), 3],
          [t('sheet.since'), 2],
        ],
        area.connections.rows,
        (row) => [
          text(row.network_cpe_username),
          text(row.network_cpe_ip),
          text(row.network_cpe_mac),
          date(row.network_cpe_date_cad),
        ],
      ),
      table(
        t('sheet.supportOrders'),
        [
          [t('sheet.protocol'), 2],
          [t('sheet.task'), 2],
          [t('sheet.opened'), 2],
          [t('sheet.solved'), 2],
          [t('sheet.notes'), 4],
        ],
        area.supportOrders.rows,
        (row) => [
          text(row.support_protocol),
          text(row.task_name),
          dateTime(row.os_date_entry),
          dateTime(row.os_date_soluction),
          text(row.os_obs),
        ],
      ),
    );
  } else
    blocks.push({
      kind: 'fields',
      title: t('sheet.area'),
      fields: [
        field(t('sheet.areaStatus'), t(area.status === 'no-username' ? 'sheet.areaNoUsername' : 'sheet.areaNotOpened')),
      ],
    });
  return {
    title: t('sheet.title'),
    clientName: name,
    meta: [
      field(t('sheet.generatedAt'), formatDateTime(isoToLocal(dossier.generatedAt))),
      field(t('sheet.operator'), dossier.operator),
      field(t('sheet.server'), serverName(dossier, t)),
    ],
    blocks,
    signature: {
      statement: t('sheet.statement'),
      line: t('sheet.signature'),
      name,
      document: document ? `${t(`sheet.${as}.document`)}: ${document}` : '',
      place: t('sheet.place'),
    },
    footer: t('sheet.footer', { name, page: '{page}', pages: '{pages}' }),
  };
}

/** An ISO instant as this machine's `YYYY-MM-DD HH:MM` (the wire's form, which the date formatters read). */
function isoToLocal(iso: string): string {
  const at = new Date(iso);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
}
