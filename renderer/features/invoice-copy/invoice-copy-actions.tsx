import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoletoPage } from './boleto-page.tsx';
import { copyTemporarily } from './copy-temporarily.ts';
import { invoicePayment, validPix, type PayableFields } from './invoice-payment.ts';
import { PixCheckNote } from './pix-check-note.tsx';
import { ShareButtons } from './share-buttons.tsx';
import { shareMessage, shareSubject } from './share-message.ts';

/** One invoice's second-copy actions, with the client's contacts (the `Label#-#value` lists as the record sends them). */
export interface InvoiceCopyActionsProps {
  invoice: PayableFields;
  /** The client whose phones and e-mails these are: main reads them again to send (none: nothing is sent). */
  clientPk?: number | undefined;
  /** The client's phones (`client_phone`…), for "Enviar por WhatsApp". */
  phones?: string | null | undefined;
  /** The client's e-mails, for "Enviar por e-mail". */
  emails?: string | null | undefined;
  /** The customer's name, printed on the boleto. */
  payer?: string | undefined;
  /** The provider's name, printed on the boleto. */
  beneficiary?: string | undefined;
}

/**
 * "Copiar PIX", "Copiar linha digitável", "Imprimir boleto", "Enviar por WhatsApp" and "Enviar por e-mail" for
 * an invoice still owed; each only when the server sent what it needs. A PIX code is copied, printed or sent only when
 * it follows the BCB's rules and charges the invoice's amount (validPix); its receiver is shown, or why it is refused.
 * Sending goes through main (ShareButtons): the page never holds the link.
 */
export function InvoiceCopyActions({ invoice, clientPk, phones, emails, payer, beneficiary }: InvoiceCopyActionsProps) {
  const { t } = useTranslation('invoice-copy');
  const [boletoOpen, setBoletoOpen] = useState(false);
  const payment = invoicePayment(invoice);
  if (!payment.payable || (!payment.pix && !payment.line)) return null;
  const pix = validPix(payment);
  const line = payment.line?.valid ? payment.line : undefined;
  const sendable = Boolean(pix ?? line);
  const message = shareMessage({
    amount: invoice.invoice_amount_document,
    dueDate: invoice.invoice_date_due,
    pix,
    line: line?.grouped,
  });

  // Why a label on the close button: Mantine's has none, and axe names it (button-name).
  const closeButtonProps = { 'aria-label': t('close', { ns: 'common' }) };
  const copy = async (text: string, kind: 'pix' | 'line') => {
    try {
      const holdMs = await copyTemporarily(text);
      const message = t(`copied.${kind}`, { seconds: Math.round(holdMs / 1000) });
      notifications.show({ color: 'green', message, closeButtonProps });
    } catch (error) {
      const message = t('copied.failed', { message: (error as Error).message });
      notifications.show({ color: 'red', message, closeButtonProps });
    }
  };

  return (
    <Stack gap={4} data-invoice-actions={invoice.invoice_pk}>
      <Text size="sm" fw={700} id={`invoice-copy-${invoice.invoice_pk}`}>
        {t('actions.label', { id: invoice.invoice_pk })}
      </Text>
      <Group gap={6} wrap="wrap" role="group" aria-labelledby={`invoice-copy-${invoice.invoice_pk}`}>
        {pix && (
          <Button size="xs" onClick={() => void copy(pix, 'pix')} data-action="copy-pix">
            {t('actions.copyPix')}
          </Button>
        )}
        {line && (
          <Button size="xs" variant="light" onClick={() => void copy(line.digits, 'line')} data-action="copy-line">
            {t('actions.copyLine')}
          </Button>
        )}
        {sendable && (
          <Button size="xs" variant="light" onClick={() => setBoletoOpen(true)} data-action="print-boleto">
            {t('actions.print')}
          </Button>
        )}
        {sendable && clientPk !== undefined && (
          <ShareButtons
            clientPk={clientPk}
            phones={phones}
            emails={emails}
            message={message}
            subject={shareSubject({ dueDate: invoice.invoice_date_due })}
          />
        )}
      </Group>
      <PixCheckNote pix={payment.pix} invoiceAmount={invoice.invoice_amount_document} />
      {line && (
        <Text size="xs" ff="monospace" aria-label={t('line')} data-line-grouped>
          {line.grouped}
        </Text>
      )}
      {payment.line && !payment.line.valid && (
        <Text size="xs" c="red" role="alert" data-invalid="barcode">
          {t('invalidBarcode')}
        </Text>
      )}
      {boletoOpen && (
        <BoletoPage invoice={invoice} payer={payer} beneficiary={beneficiary} onClose={() => setBoletoOpen(false)} />
      )}
    </Stack>
  );
}
