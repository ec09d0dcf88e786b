import type { ClientCreateInput } from '../../shared/registration/registration-schema.ts';
import { hashPassword } from '../auth/password-hash.ts';
import type { PasswordSealer } from '../auth/password-sealer.ts';
import { endClientSessions } from '../auth/session-store.ts';
import type { SqlEngine, SqlExecutor } from '../db/sql-engine.ts';
import { ServiceError } from '../http/service-error.ts';
import { clientSnapshot, writeAudit, type Actor } from './audit-log.ts';

/**
 * Registration columns as shared/registration's schema gives them once parsed (optional ones undefined when
 * not given): derived from the schema, so a column added, renamed or retyped there fails this typecheck. The
 * password's confirmation is the form's alone and never stored.
 */
export type ClientColumns = Omit<ClientCreateInput, 'client_password1'>;

/** The identifying fields that create, update and delete answer with. */
export interface ClientIdentity {
  client_pk: number;
  client_name: string;
  client_lastname: string;
}

/** Optional text columns: on update, a column sent empty is cleared, a column not sent is kept. */
export const clearableTextColumns = [
  'client_doc1',
  'client_doc2',
  'client_mail',
  'client_observations',
  'cli_addr_address',
  'cli_addr_number',
  'cli_addr_neighborhood',
  'cli_addr_zipcode',
  'cli_addr_province',
  'cli_addr_state',
  'cli_addr_completation',
] as const satisfies ReadonlyArray<keyof ClientColumns>;

const identitySql = 'returning client_pk, client_name, client_lastname';

async function checkOffice(tx: SqlExecutor, officesPk: number): Promise<void> {
  // Why bigint: a number beyond integer range names no office (404-like), not a database error.
  const rows = await tx.query('select 1 from offices where offices_pk = $1::bigint', [officesPk]);
  if (rows.length === 0)
    throw new ServiceError(400, 'VALIDATION', `Office ${officesPk} does not exist.`, [
      { id: 'offices_pk', msg: `office ${officesPk} does not exist` },
    ]);
}

async function checkUsername(tx: SqlExecutor, username: string | undefined, clientPk: number): Promise<void> {
  if (!username) return;
  const rows = await tx.query('select 1 from client where lower(client_username) = lower($1) and client_pk <> $2', [
    username,
    clientPk,
  ]);
  if (rows.length > 0) throw usernameTaken(username);
}

function usernameTaken(username: string): ServiceError {
  return new ServiceError(409, 'CONFLICT', `The user name ${username} is already used by another client.`, [
    { id: 'client_username', msg: 'is already used by another client' },
  ]).inPortuguese({
    message: `O usuário ${username} já é de outro cliente.`,
    errors: [{ id: 'client_username', msg: 'Este usuário já é de outro cliente: escolha outro.' }],
  });
}

// Why: two operators may save the same user name at once; the unique index decides and we say so clearly.
async function mapUniqueViolation<T>(username: string | undefined, job: () => Promise<T>): Promise<T> {
  try {
    return await job();
  } catch (error) {
    if ((error as { code?: string }).code === '23505' && username) throw usernameTaken(username);
    throw error;
  }
}

/** Registers a client; audited; the password is stored as a scrypt hash and sealed (password-sealer.ts). */
export async function createClient(
  db: SqlEngine,
  actor: Actor,
  input: ClientColumns,
  sealer: PasswordSealer,
): Promise<ClientIdentity> {
  const passwordHash = input.client_password ? await hashPassword(input.client_password) : null;
  const sealed = input.client_password ? sealer.seal(input.client_password) : null;
  return mapUniqueViolation(input.client_username, () =>
    db.transaction(async (tx) => {
      await checkOffice(tx, input.offices_pk);
      await checkUsername(tx, input.client_username, 0);
      const [row] = await tx.query<ClientIdentity>(
        `insert into client (offices_pk, client_type, client_status, client_name, client_lastname, client_doc1, client_doc2,
           client_mail, client_date_birth, client_date_cad, client_username, client_password_hash, client_observations,
           cli_addr_address, cli_addr_number, cli_addr_neighborhood, cli_addr_zipcode, cli_addr_province, cli_addr_state,
           cli_addr_completation, client_date_deactivation, client_phones, client_password_sealed)
         values ($1::int, $2::smallint, $3::smallint, $4, $5, coalesce($6, ''), coalesce($7, ''), coalesce($8, ''), coalesce($9::date, current_date),
           coalesce($10::date::timestamp, localtimestamp(0)), $11, $12, coalesce($13, ''), coalesce($14, ''), coalesce($15, ''),
           coalesce($16, ''), coalesce($17, ''), coalesce($18, ''), coalesce($19, ''), coalesce($20, ''),
           case when $3::smallint in (1, 3) then localtimestamp(0) end, nullif($21, ''), $22)
         ${identitySql}`,
        [
          input.offices_pk,
          input.client_type,
          input.client_status,
          input.client_name,
          input.client_lastname,
          input.client_doc1,
          input.client_doc2,
          input.client_mail,
          input.client_date_birth,
          input.client_date_cad,
          input.client_username || null,
          passwordHash,
          input.client_observations,
          input.cli_addr_address,
          input.cli_addr_number,
          input.cli_addr_neighborhood,
          input.cli_addr_zipcode,
          input.cli_addr_province,
          input.cli_addr_state,
          input.cli_addr_completation,
          input.client_phones ?? null,
          sealed,
        ],
      );
      if (!row) throw new Error('insert returned no row');
      await writeAudit(tx, actor, {
        action: 'create',
        entity: 'client',
        entityPk: row.client_pk,
        before: null,
        after: await clientSnapshot(tx, row.client_pk),
      });
      return row;
    }),
  );
}

/**
 * Updates a client: the required columns are replaced; an optional column is replaced when sent, cleared
 * when sent empty (text columns in `cleared`), kept when not sent. The password changes only when sent
 * (hashed and sealed, as at create).
 */
export async function updateClient(
  db: SqlEngine,
  actor: Actor,
  clientPk: number,
  input: ClientColumns,
  cleared: ReadonlySet<string>,
  sealer: PasswordSealer,
): Promise<ClientIdentity> {
  const passwordHash = input.client_password ? await hashPassword(input.client_password) : null;
  const sealed = input.client_password ? sealer.seal(input.client_password) : null;
  return mapUniqueViolation(input.client_username, () =>
    db.transaction(async (tx) => {
      const before = await clientSnapshot(tx, clientPk);
      if (!before)
        throw new ServiceError(404, 'NOT_FOUND', `Client ${clientPk} does not exist.`, [
          { id: 'client_pk', msg: `client ${clientPk} does not exist` },
        ]);
      await checkOffice(tx, input.offices_pk);
      await checkUsername(tx, input.client_username, clientPk);
      const text = (name: (typeof clearableTextColumns)[number]): string | null =>
        cleared.has(name) ? '' : (input[name] ?? null);
      // Why client_date_cad keeps its time on the same day: forms show and send the day only, and a save must not
      // move a registration made at 08:02 to midnight; another day is taken at midnight.
      const [row] = await tx.query<ClientIdentity>(
        `update client set offices_pk = $2::int, client_type = $3::smallint, client_status = $4::smallint, client_name = $5, client_lastname = $6,
           client_doc1 = coalesce($7, client_doc1), client_doc2 = coalesce($8, client_doc2), client_mail = coalesce($9, client_mail),
           client_date_birth = coalesce($10::date, client_date_birth),
           client_date_cad = case when $11::date is null or $11::date = client_date_cad::date then client_date_cad
             else $11::date::timestamp end,
           client_username = case when $12::text is null then client_username when $12 = '' then null else $12 end,
           client_password_hash = coalesce($13, client_password_hash),
           client_observations = coalesce($14, client_observations), cli_addr_address = coalesce($15, cli_addr_address),
           cli_addr_number = coalesce($16, cli_addr_number), cli_addr_neighborhood = coalesce($17, cli_addr_neighborhood),
           cli_addr_zipcode = coalesce($18, cli_addr_zipcode), cli_addr_province = coalesce($19, cli_addr_province),
           cli_addr_state = coalesce($20, cli_addr_state), cli_addr_completation = coalesce($21, cli_addr_completation),
           client_date_deactivation = case
             when $4::smallint in (1, 3) and client_status not in (1, 3) then localtimestamp(0)
             when $4::smallint in (0, 2) then null
             else client_date_deactivation end,
           client_phones = case when $22::text is null then client_phones else nullif($22, '') end,
           client_password_sealed = coalesce($23, client_password_sealed)
         where client_pk = $1 ${identitySql}`,
        [
          clientPk,
          input.offices_pk,
          input.client_type,
          input.client_status,
          input.client_name,
          input.client_lastname,
          text('client_doc1'),
          text('client_doc2'),
          text('client_mail'),
          input.client_date_birth ?? null,
          input.client_date_cad ?? null,
          cleared.has('client_username') ? '' : (input.client_username ?? null),
          passwordHash,
          text('client_observations'),
          text('cli_addr_address'),
          text('cli_addr_number'),
          text('cli_addr_neighborhood'),
          text('cli_addr_zipcode'),
          text('cli_addr_province'),
          text('cli_addr_state'),
          text('cli_addr_completation'),
          // Why no 'cleared' lookup: the schema keeps a list sent blank as '' (clear it), an absent one undefined (keep it).
          input.client_phones ?? null,
          sealed,
        ],
      );
      if (!row) throw new Error('update returned no row');
      const after = await clientSnapshot(tx, clientPk);
      // Why: a removed client has no client-area access any more; and after a new user name or password,
      // whoever held the old credentials (maybe not the customer) must not stay signed in anywhere.
      const renamed = (before.client_username ?? null) !== (after?.client_username ?? null);
      if (input.client_status === 3 || passwordHash !== null || renamed) await endClientSessions(tx, clientPk);
      await writeAudit(tx, actor, {
        action: 'update',
        entity: 'client',
        entityPk: clientPk,
        before,
        after: after ?? null,
      });
      return row;
    }),
  );
}

/** Removes (`cur_client_status` 0 → status 3) or reactivates (1 → status 0) a client; audited. */
export async function setClientRemoved(
  db: SqlEngine,
  actor: Actor,
  clientPk: number,
  curClientStatus: 0 | 1,
): Promise<ClientIdentity> {
  return db.transaction(async (tx) => {
    const before = await clientSnapshot(tx, clientPk);
    if (!before)
      throw new ServiceError(404, 'NOT_FOUND', `Client ${clientPk} does not exist.`, [
        { id: 'client_pk', msg: `client ${clientPk} does not exist` },
      ]);
    const [row] = await tx.query<ClientIdentity>(
      curClientStatus === 0
        ? `update client set client_status = 3, client_date_deactivation = coalesce(client_date_deactivation, localtimestamp(0)) where client_pk = $1 ${identitySql}`
        : `update client set client_status = 0, client_date_deactivation = null where client_pk = $1 ${identitySql}`,
      [clientPk],
    );
    if (!row) throw new Error('update returned no row');
    if (curClientStatus === 0) await endClientSessions(tx, clientPk);
    await writeAudit(tx, actor, {
      action: curClientStatus === 0 ? 'remove' : 'reactivate',
      entity: 'client',
      entityPk: clientPk,
      before,
      after: await clientSnapshot(tx, clientPk),
    });
    return row;
  });
}
