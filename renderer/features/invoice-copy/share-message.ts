import { formatMoney } from '../../format/money.ts';

// Why Portuguese whatever the app's language: the message goes to the provider's customer in Brazil, not
// to the operator; the app's English is for the staff.

/** What the message to the customer holds. */
export interface ShareFacts {
  /** Decimal amount ("99.90"). */
  amount: string | null | undefined;
  /** `YYYY-MM-DD`. */
  dueDate: string | null | undefined;
  /** The valid PIX code, if any. */
  pix: string | undefined;
  /** The typeable line grouped for reading, if valid. */
  line: string | undefined;
}

const brDate = (date: string | null | undefined): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
};

/** The short pt-BR message: amount, due date, the PIX code (and the typeable line when there is one). */
export function shareMessage(facts: ShareFacts): string {
  // Why plain spaces: Intl writes "R$\u00a099,90", which some mail programs show as a stray character.
  const amount = formatMoney(facts.amount, 'pt-BR').replace(/\u00a0/g, ' ');
  const due = brDate(facts.dueDate);
  const lines = [`Olá! Segue a sua fatura${amount ? ` de ${amount}` : ''}${due ? `, vencimento ${due}` : ''}.`];
  if (facts.pix) lines.push('', 'PIX copia e cola:', facts.pix);
  if (facts.line) lines.push('', 'Linha digitável do boleto:', facts.line);
  return lines.join('\n');
}

/** The subject of the e-mail. */
export function shareSubject(facts: Pick<ShareFacts, 'dueDate'>): string {
  const due = brDate(facts.dueDate);
  return due ? `Sua fatura com vencimento ${due}` : 'Sua fatura';
}
