import type { AuditKind } from '../../../shared/ipc/audit-schema.ts';

/** A kind as a key of the strings: `client.update` → `client_update` (i18next reads a dot as a nesting). */
export type KindKey<K extends string> = K extends `${infer Area}.${infer Action}` ? `${Area}_${Action}` : K;

/** The strings' key of a kind of entry. */
export function kindKey<K extends AuditKind>(kind: K): KindKey<K> {
  return kind.replace('.', '_') as KindKey<K>;
}
