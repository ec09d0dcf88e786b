/** First schema of the provider service: every table of the interface, sessions and the audit log. */
export const migration0001 = {
  id: 1,
  name: 'initial',
  sql: /* sql */ `
create extension if not exists pg_trgm;

create table offices (
  offices_pk serial primary key,
  offices_identification text not null,
  offices_is_head boolean not null default false,
  offices_city text not null default '',
  offices_state text not null default ''
);

-- Administrative users (operators). Passwords are scrypt hashes, never plain text.
create table staff (
  staff_pk serial primary key,
  staff_username text not null,
  staff_password_hash text not null,
  staff_name text not null default '',
  staff_active boolean not null default true,
  offices_pk integer references offices (offices_pk)
);
create unique index staff_username_key on staff (lower(staff_username));

create table client (
  client_pk serial primary key,
  client_status smallint not null default 0 check (client_status between 0 and 3),
  client_type smallint not null default 0 check (client_type in (0, 1)),
  client_username text,
  client_password_hash text,
  client_name text not null,
  client_lastname text not null,
  client_complete_name text generated always as (btrim(client_name || ' ' || client_lastname)) stored,
  client_mail text not null default '',
  client_doc1 text not null default '',
  client_doc2 text not null default '',
  client_date_cad timestamp(0) not null default localtimestamp(0),
  client_date_deactivation timestamp(0),
  client_date_birth date not null default current_date,
  client_observations text not null default '',
  offices_pk integer not null references offices (offices_pk),
  client_phones text,
  cli_addr_address text not null default '',
  cli_addr_number text not null default '',
  cli_addr_neighborhood text not null default '',
  cli_addr_zipcode text not null default '',
  cli_addr_province text not null default '',
  cli_addr_state text not null default '',
  cli_addr_completation text not null default ''
);
create unique index client_username_key on client (lower(client_username)) where client_username is not null and client_username <> '';
create index client_complete_name_sort on client (client_complete_name, client_pk);
create index client_complete_name_trgm on client using gin (client_complete_name gin_trgm_ops);
create index client_doc1_idx on client (client_doc1);
create index client_status_office_idx on client (client_status, offices_pk);
create index client_office_idx on client (offices_pk);
create index client_date_cad_idx on client (client_date_cad);

create table contract (
  contract_pk serial primary key,
  client_pk integer not null references client (client_pk),
  contract_number integer not null unique,
  contract_status smallint not null default 1 check (contract_status between 0 and 5),
  contract_pay_day smallint not null check (contract_pay_day between 1 and 31),
  contract_amount numeric(12, 2) not null,
  contract_plan_name text not null default '',
  contract_date_cad timestamp(0) not null default localtimestamp(0)
);
create index contract_client_idx on contract (client_pk);

-- invoice_state: 0 open, 1 paid, 2 cancelled. invoice_type: 0 monthly fee, 1 installation, 2 other.
-- invoice_obs: 0 none, 1 sent to the bank, 2 renegotiated.
create table invoice (
  invoice_pk serial primary key,
  client_pk integer not null references client (client_pk),
  contract_pk integer references contract (contract_pk),
  bank_account_code text not null default '',
  invoice_gn_link text,
  invoice_date_due date not null,
  invoice_amount_document numeric(12, 2) not null,
  invoice_date_credit date,
  invoice_amount_paid numeric(12, 2),
  invoice_type smallint not null default 0,
  invoice_state smallint not null default 0 check (invoice_state between 0 and 2),
  invoice_obs smallint not null default 0
);
create index invoice_client_due_idx on invoice (client_pk, invoice_date_due);
create index invoice_overdue_idx on invoice (invoice_date_due) where invoice_state = 0;

create table network_cpe (
  network_cpe_pk serial primary key,
  client_pk integer not null references client (client_pk),
  contract_pk integer references contract (contract_pk),
  network_cpe_status smallint not null default 1,
  network_cpe_mac_status smallint not null default 0,
  network_cpe_ip_status smallint not null default 0,
  network_cpe_authentication_type smallint not null default 0,
  network_cpe_lending smallint not null default 0,
  network_cpe_wifi_encryption_type smallint not null default 2,
  network_cpe_fiber smallint not null default 0,
  network_cpe_req_origin smallint not null default 0,
  network_devices_pk integer not null default 0,
  radius_plans_pk integer not null default 0,
  network_subnets_pk integer not null default 0,
  panel_pk integer not null default 0,
  network_cpe_control_pk integer not null default 0,
  network_cpe_automac boolean not null default false,
  network_cpe_autoip boolean not null default false,
  network_cpe_deleted boolean not null default false,
  network_cpe_reduced_speed boolean not null default false,
  network_cpe_turbo_active boolean not null default false,
  network_cpe_ip inet,
  network_cpe_mac macaddr,
  network_cpe_username text not null default '',
  network_cpe_password text not null default '',
  network_cpe_access_login text not null default '',
  network_cpe_access_password text not null default '',
  network_cpe_access_port text not null default '',
  network_cpe_longitude text not null default '',
  network_cpe_latitude text not null default '',
  network_cpe_circuit_id text not null default '',
  network_cpe_date_cad timestamp(0) not null default localtimestamp(0),
  network_cpe_commom_interface text,
  network_cpe_commom_device_name text,
  network_cpe_commom_lastip text,
  network_cpe_commom_rates text,
  network_cpe_commom_rx_rate numeric,
  network_cpe_commom_tx_rate numeric,
  network_cpe_commom_distance numeric,
  network_cpe_commom_tx_ccq numeric,
  network_cpe_commom_signal_rx numeric,
  network_cpe_commom_signal_tx numeric,
  network_cpe_commom_noisefloor numeric,
  network_cpe_commom_idle text,
  network_cpe_commom_tx_bytes bigint,
  network_cpe_commom_rx_bytes bigint,
  network_cpe_especdata text,
  network_cpe_commom_rx_ccq numeric,
  network_cpe_commom_ping numeric,
  network_cpe_commom_uptime text,
  network_cpe_lastupdate timestamp(0),
  network_cpe_reduced_speed_date timestamp(0),
  network_cpe_wifi_encryption_password text,
  network_cpe_circuit_id_hex text,
  network_cpe_fiber_onu_mac text,
  network_cpe_fiber_device_pk integer,
  network_cpe_fiber_onu_pppoe_svc_name text,
  suppliers_pk integer,
  network_cpe_model_pk integer
);
create index network_cpe_client_idx on network_cpe (client_pk);
create index network_cpe_ip_idx on network_cpe using gist (network_cpe_ip inet_ops);

create table task (
  task_pk serial primary key,
  task_name text not null,
  task_desc text not null default ''
);

-- A support request of a customer (protocol number, contact) and its service order (os).
create table support (
  support_pk serial primary key,
  client_pk integer not null references client (client_pk),
  support_protocol text not null unique,
  support_priority smallint not null default 1,
  support_phone text not null default '',
  support_date_cad timestamp(0) not null default localtimestamp(0)
);
create index support_client_idx on support (client_pk);

-- os_done: 0 open, 1 done, 2 cancelled. os_create_type: 0 by staff, 1 by the customer in the client area.
create table os (
  os_pk serial primary key,
  support_pk integer not null references support (support_pk),
  task_pk integer not null references task (task_pk),
  staff_pk integer references staff (staff_pk),
  os_obs text not null default '',
  os_desc text,
  os_date_entry timestamp(0) not null default localtimestamp(0),
  os_date_soluction timestamp(0),
  os_date_sched timestamp(0) not null default localtimestamp(0),
  os_done smallint not null default 0,
  os_deleted boolean not null default false,
  os_amount numeric(12, 2),
  os_create_type smallint not null default 0
);
create index os_support_idx on os (support_pk);
create index os_open_idx on os (os_done) where os_done = 0;

create table site_config (
  site_config_pk integer primary key check (site_config_pk = 1),
  title text not null,
  theme text not null default 'default',
  social_network_page text not null default '',
  social_network_title text not null default '',
  regulator_scm text not null default '',
  regulator_title text not null default '',
  support_open_time integer not null default 1,
  print_contract integer not null default 1,
  change_password integer not null default 1
);

-- Sessions of both areas. Only a SHA-256 of the cookie value is stored: a copy of the database does
-- not hand out live sessions.
create table session (
  session_token_hash text primary key,
  session_area text not null check (session_area in ('admin', 'client')),
  staff_pk integer references staff (staff_pk),
  client_pk integer references client (client_pk),
  session_created_at timestamptz not null default now(),
  session_last_seen_at timestamptz not null default now(),
  session_expires_at timestamptz not null,
  session_ended_at timestamptz,
  check ((session_area = 'admin' and staff_pk is not null) or (session_area = 'client' and client_pk is not null))
);

-- Failed logins per area and user name, to slow down password guessing.
create table login_failure (
  login_area text not null,
  login_username text not null,
  failure_count integer not null default 0,
  last_failure_at timestamptz not null default now(),
  primary key (login_area, login_username)
);

-- Every change: who, when, what, before and after.
create table audit_log (
  audit_pk bigserial primary key,
  audit_at timestamptz not null default now(),
  audit_area text not null,
  staff_pk integer,
  client_actor_pk integer,
  audit_action text not null,
  audit_entity text not null,
  audit_entity_pk integer,
  audit_before jsonb,
  audit_after jsonb
);
create index audit_log_entity_idx on audit_log (audit_entity, audit_entity_pk);
`,
};
