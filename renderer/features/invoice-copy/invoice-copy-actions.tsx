import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { elapsedText, useNow, useSettings, whenText } from '../common/index.ts';
import { BoletoPage } from './boleto-page.tsx';
import { defaultStaleMinutes, isStaleCopy } from './copy-age.ts';
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
  /**
   * Set when the invoice list came from the local copy (issue 46): its fetch time, shown beside the actions; past the
   * setting `invoiceStaleMinutes` every action that hands the invoice out asks first.
   */
  cachedAt?: number | undefined;
}

/** What handing out an old copy's invoice waits for: which warning, and the action once the clerk goes on. */
interface StaleAsk {
  kind: 'pix' | 'line' | 'send';
  run: () => void;
}

/**
 * "Copiar PIX", "Copiar linha digitável", "Imprimir boleto", "Enviar por WhatsApp" and "Enviar por e-mail" for
 * an invoice still owed; each only when the server sent what it needs. A PIX code is copied, printed or sent only when
 * it follows the BCB's rules and charges the invoice's amount (validPix); its receiver is shown, or why it is refused.
 * Sending goes through main (ShareButtons): the page never holds the link.
 */
export function InvoiceCopyActions({
  invoice,
  clientPk,
  phones,
  emails,
  payer,
  beneficiary,
  cachedAt,
}: InvoiceCopyActionsProps) {
  const { t } = useTranslation('invoice-copy');
  const { t: common } = useTranslation('common');
  const [boletoOpen, setBoletoOpen] = useState(false);
  const [asking, setAsking] = useState<StaleAsk | undefined>();
  const settings = useSettings();
  const now = useNow();
  const stale = isStaleCopy(cachedAt, now, settings.invoiceStaleMinutes ?? defaultStaleMinutes);
  // Why asked and not refused: at a branch office with the link down the copy is all there is, and the customer on
  // the phone may confirm the invoice is still open; the clerk decides, told how old it is.
  const guarded = (kind: StaleAsk['kind'], run: () => void): void => (stale ? setAsking({ kind, run }) : run());
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

  const age =
    cachedAt === undefined
      ? undefined
      : { when: whenText(common, cachedAt, now), elapsed: elapsedText(common, cachedAt, now) };

  return (
    <Stack gap={4} data-invoice-actions={invoice.invoice_pk}>
      <Text size="sm" fw={700} id={`invoice-copy-${invoice.invoice_pk}`}>
        {t('actions.label', { id: invoice.invoice_pk })}
      </Text>
      <Group gap={6} wrap="wrap" role="group" aria-labelledby={`invoice-copy-${invoice.invoice_pk}`}>
        {pix && (
          <Button size="xs" onClick={() => guarded('pix', () => void copy(pix, 'pix'))} data-action="copy-pix">
            {t('actions.copyPix')}
          </Button>
        )}
        {line && (
          <Button
            size="xs"
            variant="light"
            onClick={() => guarded('line', () => void copy(line.digits, 'line'))}
            data-action="copy-line"
          >
            {t('actions.copyLine')}
          </Button>
        )}
        {sendable && (
          <Button
            size="xs"
            variant="light"
            onClick={() => guarded('send', () => setBoletoOpen(true))}
            data-action="print-boleto"
          >
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
            confirm={stale ? (run) => guarded('send', run) : undefined}
          />
        )}
      </Group>
      {age && (
        <Text size="xs" c={stale ? 'orange.9' : undefined} fw={stale ? 600 : undefined} data-from-copy={cachedAt}>
          {t('fromCopy.note', age)}
        </Text>
      )}
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
      {asking && age && (
        <Modal
          opened
          onClose={() => setAsking(undefined)}
          title={t('fromCopy.title')}
          closeButtonProps={closeButtonProps}
          data-dialog="stale-invoice"
        >
          <Stack gap="sm">
            <Text size="sm" data-stale-warning={asking.kind}>
              {t(`fromCopy.${asking.kind}`, age)}
            </Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setAsking(undefined)} data-autofocus>
                {t('cancel', { ns: 'common' })}
              </Button>
              <Button
                color="orange"
                onClick={() => {
                  setAsking(undefined);
                  asking.run();
                }}
                data-action="copy-anyway"
              >
                {t('fromCopy.proceed')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
      {boletoOpen && (
        <BoletoPage invoice={invoice} payer={payer} beneficiary={beneficiary} onClose={() => setBoletoOpen(false)} />
      )}
    </Stack>
  );
}
