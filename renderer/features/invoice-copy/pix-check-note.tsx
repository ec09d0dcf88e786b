import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCnpj } from '../../../shared/registration/cnpj.ts';
import { formatCpf } from '../../../shared/registration/cpf.ts';
import type { PixKeyKind } from '../../../shared/billing/pix-key.ts';
import type { Language } from '../../../shared/language.ts';
import { formatMoney } from '../../format/money.ts';
import type { InvoicePayment } from './invoice-payment.ts';

const shownKey = (kind: PixKeyKind, key: string): string =>
  kind === 'cpf' ? formatCpf(key) : kind === 'cnpj' ? formatCnpj(key) : key;

/** The host of a dynamic charge's location (`pix.example.com/qr/…`), for reading. */
const hostOf = (url: string): string => url.replace(/^https?:\/\//i, '').split('/')[0] ?? url;

/**
 * Beside "Copiar PIX": who receives the money (the code's name and city, and its key or the bank's location), so the
 * clerk sees whom the customer will pay; or, for a code that is faulty or disagrees with the invoice, why it is
 * neither copied nor sent (issue 43.8), in the clerk's words.
 */
export function PixCheckNote({
  pix,
  invoiceAmount,
}: {
  pix: InvoicePayment['pix'];
  invoiceAmount: string | null | undefined;
}) {
  const { t, i18n } = useTranslation('invoice-copy');
  if (!pix) return null;
  const money = (cents: number) => formatMoney((cents / 100).toFixed(2), i18n.language as Language);
  const { reading, verdict } = pix;
  if (!verdict.usable) {
    const message =
      verdict.why === 'amount-differs'
        ? t('pix.refused.amountDiffers', { code: money(verdict.codeCents), invoice: money(verdict.invoiceCents) })
        : verdict.why === 'amount-unknown'
          ? t('pix.refused.amountUnknown', { code: money(verdict.codeCents) })
          : t('pix.refused.invalid');
    return (
      <Text size="xs" c="red" role="alert" data-invalid="pix" data-pix-refused={verdict.why}>
        {message}
      </Text>
    );
  }
  if (!reading.valid) return null;
  const key =
    reading.key && reading.keyKind
      ? t(`pix.keyKinds.${reading.keyKind}`, { key: shownKey(reading.keyKind, reading.key) })
      : t('pix.location', { host: hostOf(reading.url ?? '') });
  return (
    <Text size="xs" c="dimmed" data-pix-receiver>
      {t('pix.receiver', { name: reading.merchantName, city: reading.merchantCity, key })}
      {verdict.codeCents === undefined
        ? ` ${t('pix.noAmount', { amount: formatMoney(invoiceAmount, i18n.language as Language) })}`
        : ''}
    </Text>
  );
}
