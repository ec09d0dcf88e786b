import { emailAddresses, whatsAppPhones } from '../../shared/billing/share-contacts.ts';
import { mailtoUrl, whatsAppUrl } from '../../shared/billing/share-links.ts';
import type { SessionState } from '../../shared/ipc/contract.ts';
import { maskEmail, maskPhone } from '../../shared/privacy/masks.ts';
import type { ClientRecord } from '../../shared/provider/admin-operations.ts';
import type { AuditStore } from '../audit/audit-store.ts';
import { ProviderError } from '../provider/provider-error.ts';
import type { CallContext, Operations } from './operation-types.ts';

/** Opens a link outside the app (Electron: the system browser or mail program); absent in browser mode. */
export type OpenExternalPort = (url: string) => Promise<void>;

/** What sending an invoice needs: the client's record as main reads it, the journal, who is signed in, the opener. */
export interface ShareDeps {
  readClient: (clientPk: number, call: CallContext) => Promise<ClientRecord | null>;
  audit: AuditStore;
  session: () => SessionState;
  openExternal?: OpenExternalPort | undefined;
}

// Why the mail program's own bound: the shell refuses longer mailto: links (electron/shell/navigation-rules.ts).
const maxMailtoLength = 4000;

const refuse = (message: string): ProviderError =>
  new ProviderError('VALIDATION', message, { fieldErrors: [{ field: 'index', message }], ownWords: true });
// Why refused and not the nearest match: the record changed since the page listed it; the operator chooses again.
const changed = (): ProviderError => refuse('the client’s contacts changed since they were listed: choose again');

/**
 * `share:open`: an invoice sent by WhatsApp or e-mail to the client's phone or address at `index` of the list the
 * page showed masked (shared/billing/share-contacts.ts, the same rule on both sides). Why in main: the link holds
 * the whole number or address, which masking keeps from the page; main reads the record itself, journals the
 * reveal (purpose whatsapp or email) before anything leaves, then opens the link. Browser mode has no system
 * browser of its own, so it gets the link back to open, after the same journal entry.
 */
export function shareOperations(deps: ShareDeps): Pick<Operations, 'share:open'> {
  return {
    'share:open': async (args, call) => {
      const state = deps.session();
      if (!state.signedIn || !state.profileId || !state.username) throw new ProviderError('NOT_SIGNED_IN');
      const record = await deps.readClient(args.clientPk, call);
      if (!record) throw new ProviderError('NOT_FOUND', 'the client was not found', { ownWords: true });
      let url: string;
      if (args.channel === 'whatsapp') {
        const phone = whatsAppPhones(record.client_phones)[args.index];
        if (!phone || maskPhone(phone.shown) !== args.masked) throw changed();
        url = whatsAppUrl(phone.national, args.message);
      } else {
        const address = emailAddresses(record.client_mail)[args.index];
        if (!address || maskEmail(address) !== args.masked) throw changed();
        url = mailtoUrl(address, args.subject ?? '', args.message);
        if (url.length > maxMailtoLength) throw refuse('the message is too long for an e-mail link');
      }
      const name = [record.client_name, record.client_lastname].filter(Boolean).join(' ');
      // Why first and awaited: the whole number or address leaves only once its reveal is on record.
      await deps.audit.append({
        operator: state.username,
        profileId: state.profileId,
        kind: 'reveal',
        client: { pk: args.clientPk, ...(name ? { name } : {}) },
        field: args.channel === 'whatsapp' ? 'client_phones' : 'client_mail',
        purpose: args.channel,
      });
      if (!deps.openExternal) return { opened: false, url };
      await deps.openExternal(url);
      return { opened: true };
    },
  };
}
