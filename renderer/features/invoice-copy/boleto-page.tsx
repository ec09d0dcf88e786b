import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/language.ts';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import { formatDate } from '../../format/dates.ts';
import { formatMoney } from '../../format/money.ts';
import { BarcodeSvg } from './barcode-svg.tsx';
import { invoicePayment, validPix, type PayableFields } from './invoice-payment.ts';
import { QrCodeSvg } from './qr-code-svg.tsx';
import classes from './boleto-page.module.css';

/** What the printable boleto shows besides the invoice. */
export interface BoletoPageProps {
  invoice: PayableFields;
  /** The customer's name. */
  payer?: string | undefined;
  /** The provider's name (the site's title). */
  beneficiary?: string | undefined;
  onClose: () => void;
}

/**
 * The invoice's boleto as a printable page over the whole window (no server page needed): beneficiary, payer,
 * amount, due date, the typeable line, the barcode drawn as Interleaved 2 of 5 and the PIX QR code. Printed with
 * the browser's print (Electron's too); the print CSS leaves the app behind it out. Esc closes.
 */
export function BoletoPage({ invoice, payer, beneficiary, onClose }: BoletoPageProps) {
  const { t, i18n } = useTranslation('invoice-copy');
  const payment = invoicePayment(invoice);
  const line = payment.line?.valid ? payment.line : undefined;
  const pix = validPix(payment);
  const printButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    printButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  // Electron only: main prints the window to PDF (the print CSS leaves the boleto alone) and asks where to save.
  const savePdf = async () => {
    const closeButtonProps = { 'aria-label': t('close', { ns: 'common' }) };
    try {
      const { saved } = unwrap(await desk.printSavePdf({ fileName: `boleto-${invoice.invoice_pk}.pdf` }));
      if (saved) notifications.show({ color: 'green', message: t('boleto.saved'), closeButtonProps });
    } catch (error) {
      const message = t('boleto.saveFailed', { message: (error as Error).message });
      notifications.show({ color: 'red', message, closeButtonProps });
    }
  };
  const cell = (caption: string, value: string | null | undefined, data: string) => (
    <div className={classes.cell} data-field={data}>
      <span className={classes.caption}>{caption}</span>
      <span className={classes.value}>{value || '—'}</span>
    </div>
  );
  return createPortal(
    <div className={classes.overlay} data-boleto-page role="dialog" aria-modal="true" aria-labelledby="boleto-title">
      <div className={classes.toolbar}>
        <Button ref={printButton} onClick={() => window.print()} data-action="print-boleto-now">
          {t('boleto.print')}
        </Button>
        {window.desk && (
          <Button variant="light" onClick={() => void savePdf()} data-action="save-boleto-pdf">
            {t('boleto.savePdf')}
          </Button>
        )}
        <Button variant="default" onClick={onClose} data-action="close-boleto">
          {t('boleto.close')}
        </Button>
      </div>
      <article className={classes.paper}>
        <h1 id="boleto-title" className={classes.title}>
          {t('boleto.title')}
        </h1>
        <div className={classes.grid}>
          {cell(t('boleto.beneficiary'), beneficiary, 'beneficiary')}
          {cell(t('boleto.payer'), payer, 'payer')}
          {cell(t('boleto.due'), formatDate(invoice.invoice_date_due), 'due')}
          {cell(t('boleto.amount'), formatMoney(invoice.invoice_amount_document, i18n.language as Language), 'amount')}
          {cell(t('boleto.ourNumber'), invoice.invoice_nosso_num, 'our-number')}
          {cell(t('boleto.invoice'), String(invoice.invoice_pk), 'invoice')}
        </div>
        {line ? (
          <>
            <p className={classes.line} aria-label={t('boleto.line')} data-line={line.digits}>
              {line.grouped}
            </p>
            <div className={classes.barcode}>
              <BarcodeSvg digits={line.barcode} label={t('boleto.barcode')} />
            </div>
          </>
        ) : payment.line ? (
          <p role="alert">{t('invalidBarcode')}</p>
        ) : null}
        {pix ? (
          <section className={classes.pix} aria-label={t('boleto.pix')}>
            <QrCodeSvg
              text={pix}
              label={t('boleto.pix')}
              loading={t('boleto.qrLoading')}
              failed={t('boleto.qrFailed')}
            />
            <div>
              <strong>{t('boleto.pix')}</strong>
              <p>{t('boleto.pixHint')}</p>
              <p className={classes.pixCode} data-pix-code>
                {pix}
              </p>
            </div>
          </section>
        ) : null}
      </article>
    </div>,
    document.body,
  );
}
