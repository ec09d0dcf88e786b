/**
 * Issue 15. The login throttle counts per area, user name and client address (a count per user name
 * alone let anyone lock the real user out from anywhere). An operator's sessions end when the staff row
 * is made inactive, renamed or given another password (the interface has no staff operations: staff are
 * kept with SQL, so the database itself ends them), except when the service only re-hashes the same
 * password with stronger parameters at login (it marks that transaction with `provider.rehash`).
 */
export const migration0005 = {
  id: 5,
  name: 'login-address-and-staff-sessions',
  sql: /* sql */ `
-- Counts are short-lived (a day at most); the old ones, keyed without an address, are simply dropped.
delete from login_failure;
alter table login_failure add column login_address text not null default '';
alter table login_failure drop constraint login_failure_pkey;
alter table login_failure add primary key (login_area, login_username, login_address);

-- One line per statement: migrations are split on semicolons at line ends.
create function end_staff_sessions() returns trigger language plpgsql as $$ begin if coalesce(current_setting('provider.rehash', true), '') = 'on' and old.staff_active = new.staff_active and old.staff_username = new.staff_username then return null; end if; update session set session_ended_at = now() where session_area = 'admin' and staff_pk = old.staff_pk and session_ended_at is null; return null; end $$;
create trigger staff_credentials_changed after update of staff_active, staff_username, staff_password_hash on staff for each row when ((old.staff_active and not new.staff_active) or old.staff_username is distinct from new.staff_username or old.staff_password_hash is distinct from new.staff_password_hash) execute function end_staff_sessions();
`,
};
