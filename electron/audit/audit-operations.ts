import type { z } from 'zod';
import type {
  auditExportInput,
  auditExportOutput,
  auditListInput,
  auditListOutput,
  auditRecordInput,
  auditRecordOutput,
  auditVerifyOutput,
} from '../../shared/ipc/audit-schema.ts';
import { ProviderError } from '../provider/provider-error.ts';
import type { SessionState } from '../../shared/ipc/contract.ts';
import { filterEntries } from './audit-filter.ts';
import type { AuditStore } from './audit-store.ts';

/** What the audit operations need: the journals and who is signed in where. */
export interface AuditOperationDeps {
  audit: AuditStore;
  session: () => SessionState;
}

type Handler<I extends z.ZodType, O extends z.ZodType> = (args: z.output<I>) => Promise<z.output<O>>;

/** The audit channels' handlers (the shapes of shared/ipc/audit-schema.ts, as the contract names them). */
export interface AuditOperations {
  'audit:list': Handler<typeof auditListInput, typeof auditListOutput>;
  'audit:verify': () => Promise<z.output<typeof auditVerifyOutput>>;
  'audit:export': Handler<typeof auditExportInput, typeof auditExportOutput>;
  'audit:record': Handler<typeof auditRecordInput, typeof auditRecordOutput>;
}

/** The signed-in operator and profile; the journal belongs to both, so nothing is read or written without them. */
function who(session: () => SessionState): { operator: string; profileId: string } {
  const state = session();
  if (!state.signedIn || !state.profileId || !state.username) throw new ProviderError('NOT_SIGNED_IN');
  return { operator: state.username, profileId: state.profileId };
}

/** The operations of the "Registro de atividades" screen and of what the page journals itself (reveal, export, dossier). */
export function auditOperations(deps: AuditOperationDeps): AuditOperations {
  return {
    'audit:list': async (args) => {
      const { profileId } = who(deps.session);
      const { entries, unreadable } = await deps.audit.entriesOf(profileId);
      const operators = [...new Set(entries.map((entry) => entry.operator))].sort((a, b) => a.localeCompare(b));
      const kept = filterEntries(entries, args);
      return {
        total: kept.length,
        rows: kept.slice(args.start, args.start + args.limit),
        operators,
        encrypted: deps.audit.encrypted,
        unreadable,
      };
    },
    'audit:verify': async () => deps.audit.verify(who(deps.session).profileId),
    'audit:export': async (args) => {
      const { operator, profileId } = who(deps.session);
      const kept = filterEntries((await deps.audit.entriesOf(profileId)).entries, args);
      // Why journaled: the journal's export is personal data leaving the app, like any other export.
      await deps.audit.append({
        operator,
        profileId,
        kind: 'export',
        scope: 'audit',
        unmasked: true,
        formats: ['csv'],
        rows: kept.length,
        outcome: 'done',
      });
      // Why the entries and not a CSV: the page writes the file in the very words the screen shows them (field
      // names, coded values, local times); main only hands them over and journals that they left.
      return { entries: kept, rows: kept.length };
    },
    'audit:record': async (args) => {
      const { operator, profileId } = who(deps.session);
      const base = { operator, profileId };
      const entry =
        args.kind === 'reveal'
          ? await deps.audit.append({ ...base, kind: 'reveal', client: { pk: args.clientPk }, field: args.field })
          : args.kind === 'reveal-form'
            ? await deps.audit.append({
                ...base,
                kind: 'reveal',
                client: { pk: args.clientPk },
                fields: args.fields,
                purpose: 'edit',
              })
            : args.kind === 'export'
              ? await deps.audit.append({
                  ...base,
                  kind: 'export',
                  scope: 'clients',
                  unmasked: args.unmasked,
                  formats: args.formats,
                  rows: args.rows,
                  outcome: args.outcome,
                })
              : await deps.audit.append({
                  ...base,
                  kind: 'dossier',
                  client: { pk: args.clientPk },
                  unmasked: true,
                  formats: args.formats,
                });
      return { seq: entry.seq };
    },
  };
}
