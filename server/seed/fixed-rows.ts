/** The few fixed rows of the demo: offices, staff users, support task kinds and the site configuration. */
import type { SqlExecutor } from '../db/sql-engine.ts';
import { insertRows } from './bulk-insert.ts';
import { demoStaffUsers } from './demo-staff.ts';
import type { OfficeArea } from './geography.ts';
import { supportTaskKinds } from './support-catalog.ts';

/** The client-area site configuration (the single `site_config` row). */
export const demoSiteConfig = {
  site_config_pk: 1,
  title: 'Provedor Demo Internet',
  theme: 'default',
  social_network_page: 'https://www.instagram.com/provedordemointernet',
  social_network_title: 'Instagram',
  regulator_scm: '53500.012345/2019-18',
  regulator_title: 'Anatel',
  support_open_time: 1,
  print_contract: 1,
  change_password: 1,
} as const;

/** Inserts offices, staff (one password hash per user), task kinds and the site configuration. */
export async function insertFixedRows(
  executor: SqlExecutor,
  offices: readonly OfficeArea[],
  staffHashes: readonly string[],
): Promise<void> {
  await insertRows(
    executor,
    {
      table: 'offices',
      columns: [
        { name: 'offices_pk', type: 'int' },
        { name: 'offices_identification', type: 'text' },
        { name: 'offices_is_head', type: 'boolean' },
        { name: 'offices_city', type: 'text' },
        { name: 'offices_state', type: 'text' },
      ],
    },
    offices.map((office) => ({
      offices_pk: office.offices_pk,
      offices_identification: office.identification,
      offices_is_head: office.isHead,
      offices_city: office.town.name,
      offices_state: office.town.state,
    })),
  );
  await insertRows(
    executor,
    {
      table: 'staff',
      columns: [
        { name: 'staff_pk', type: 'int' },
        { name: 'staff_username', type: 'text' },
        { name: 'staff_password_hash', type: 'text' },
        { name: 'staff_name', type: 'text' },
        { name: 'offices_pk', type: 'int' },
      ],
    },
    demoStaffUsers.map((user, index) => ({
      staff_pk: user.staff_pk,
      staff_username: user.username,
      staff_password_hash: staffHashes[index % staffHashes.length] ?? '',
      staff_name: user.name,
      offices_pk: offices[0]?.offices_pk ?? 1,
    })),
  );
  await insertRows(
    executor,
    {
      table: 'task',
      columns: [
        { name: 'task_pk', type: 'int' },
        { name: 'task_name', type: 'text' },
        { name: 'task_desc', type: 'text' },
      ],
    },
    supportTaskKinds.map((kind) => ({ task_pk: kind.task_pk, task_name: kind.name, task_desc: kind.description })),
  );
  const config = demoSiteConfig;
  await executor.query(
    `insert into site_config (site_config_pk, title, theme, social_network_page, social_network_title, regulator_scm, regulator_title,
       support_open_time, print_contract, change_password) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      config.site_config_pk,
      config.title,
      config.theme,
      config.social_network_page,
      config.social_network_title,
      config.regulator_scm,
      config.regulator_title,
      config.support_open_time,
      config.print_contract,
      config.change_password,
    ],
  );
}
