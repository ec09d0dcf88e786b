import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import { InvoiceCopyActions } from './invoice-copy-actions.tsx';
import { invoicePayment, type PayableFields } from './invoice-payment.ts';

/** What the customer area knows of the customer whose invoice it shows. */
export interface CustomerInvoiceActionsProps {
  /** The invoice row as the list holds it. */
  row: Readonly<Record<string, unknown>>;
  /** The client's number when the area was opened from a client record: its phones and e-mail are read for sending. */
  clientPk?: number | undefined;
  payer?: string | undefined;
  beneficiary?: string | undefined;
  /** When the invoice list came from the local copy (issue 46): its fetch time. */
  cachedAt?: number | undefined;
}

/**
 * The actions of the invoice chosen in the customer area's invoice list. The client's phones and e-mail come
 * from its record (read once, only for an invoice still owed); an area opened by user name alone has none,
 * and the sending actions are then simply not offered.
 */
export function CustomerInvoiceActions({ row, clientPk, payer, beneficiary, cachedAt }: CustomerInvoiceActionsProps) {
  const invoice = row as unknown as PayableFields;
  const payable = invoicePayment(invoice).payable;
  const record = useQuery({
    queryKey: ['invoice-copy', 'client', clientPk ?? 0],
    queryFn: async () => unwrap(await desk.clientsGet({ client_pk: clientPk ?? 0 })).record,
    enabled: clientPk !== undefined && payable,
    staleTime: 60_000,
  });
  return (
    <InvoiceCopyActions
      invoice={invoice}
      clientPk={clientPk}
      phones={record.data?.client_phones}
      emails={record.data?.client_mail}
      payer={payer ?? record.data?.client_name ?? undefined}
      beneficiary={beneficiary}
      cachedAt={cachedAt}
    />
  );
}
