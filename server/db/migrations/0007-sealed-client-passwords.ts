/**
 * Issue 42. Each client-area password is kept twice: the scrypt hash that checks logins, and a copy sealed with
 * AES-256-GCM under the service's secret key (never in the database; server/auth/secret-key.ts), which the
 * administrative client list opens for operators. Rows from before keep their hash alone (the list answers '')
 * until their password is next set. `secret_key_check` holds an HMAC of the key, so a start with another key
 * is refused instead of reading every password as unknown. A change of the hash by anything but the service
 * (SQL by hand) clears the sealed copy, so an operator is never handed a password that no longer works; the
 * service's own re-hash of the same password at login (marked `provider.rehash`, migration 5) keeps it.
 */
export const migration0007 = {
  id: 7,
  name: 'sealed-client-passwords',
  sql: /* sql */ `
alter table client add column client_password_sealed text;
create table secret_key_check (only_row boolean primary key default true check (only_row), key_fingerprint text not null);
-- One line per statement: migrations are split on semicolons at line ends.
create function forget_sealed_client_password() returns trigger language plpgsql as $$ begin if coalesce(current_setting('provider.rehash', true), '') <> 'on' then new.client_password_sealed := null; end if; return new; end $$;
create trigger client_password_hash_changed before update of client_password_hash on client for each row when (old.client_password_hash is distinct from new.client_password_hash and old.client_password_sealed is not distinct from new.client_password_sealed) execute function forget_sealed_client_password();
`,
};
