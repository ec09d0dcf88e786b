import type { OpenCustomer } from '../customer-area/index.ts';

/** What the card can show of a client's area now. */
export type CardSession =
  | { readonly kind: 'no-username' }
  | { readonly kind: 'opening' }
  | { readonly kind: 'ask'; readonly replaces?: string }
  | { readonly kind: 'open'; readonly customer: OpenCustomer };

/** What decides the card's session: the record's facts, the open customers, and whether a background open runs or failed. */
export interface CardSessionFacts {
  readonly username: string;
  readonly passwordKnown: boolean;
  readonly open: OpenCustomer | undefined;
  readonly expired: boolean;
  readonly opening: boolean;
  readonly autoFailed: boolean;
  /**
   * Whether the record is the card's own read of the client, not the copy its opener held (a grid row, a search
   * hit), which may say "password unknown" from before main learnt it.
   */
  readonly confirmed: boolean;
  /**
   * Whether the card's own read of the client came from the local copy (issue 46): the server did not answer, and
   * main may open the customer's kept lists read-only without any password.
   */
  readonly fromCopy?: boolean;
}

// Why the copy opens without a known password: main keeps customers' passwords in memory only, so after the desktop
// app is restarted with the link down every record says none is known, while the copy still holds the lists of the
// cards opened before; asking for a password there hid them (found by tests/shell/branch-clerk.shell.test.ts).
const mayOpenWithoutTyping = (facts: CardSessionFacts): boolean => facts.passwordKnown || facts.fromCopy === true;

/**
 * The card's session from its facts: no user name says so; an open, accepted session is used; an expired one
 * asks for the password again (in place of it); otherwise main's kept password is tried once in the background,
 * and the password is asked for when there is none or it was refused. Why an opener's copy that knows of no
 * password waits for the card's own read: asking at once would show the form, and take the focus, for a client
 * whose password main learnt since that copy was read (and which the card then opens by itself).
 */
export function cardSession(facts: CardSessionFacts): CardSession {
  if (!facts.username) return { kind: 'no-username' };
  if (facts.open && !facts.expired) return { kind: 'open', customer: facts.open };
  if (facts.open) return { kind: 'ask', replaces: facts.open.customerId };
  if (facts.opening || (mayOpenWithoutTyping(facts) && !facts.autoFailed) || !facts.confirmed)
    return { kind: 'opening' };
  return { kind: 'ask' };
}

/**
 * Whether the card should open the session in the background now (main holds the password, or the record came from
 * the local copy; nothing runs or failed).
 */
export function shouldOpenInBackground(facts: CardSessionFacts): boolean {
  return Boolean(facts.username) && !facts.open && mayOpenWithoutTyping(facts) && !facts.opening && !facts.autoFailed;
}
