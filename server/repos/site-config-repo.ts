import type { SqlExecutor } from '../db/sql-engine.ts';

/** The provider's public configuration as the config operation answers it. */
export interface SiteConfig {
  title: string;
  theme: string;
  social_network: { page: string; title: string };
  regulator: { scm: string; title: string };
  support_open_time: number;
  print_contract: number;
  change_password: number;
}

/** Reads the single site configuration row (a neutral default when none was ever stored). */
export async function readSiteConfig(db: SqlExecutor): Promise<SiteConfig> {
  const [row] = await db.query<Record<string, string | number>>('select * from site_config where site_config_pk = 1');
  if (!row) {
    return {
      title: 'Provider',
      theme: 'default',
      social_network: { page: '', title: '' },
      regulator: { scm: '', title: '' },
      support_open_time: 1,
      print_contract: 1,
      change_password: 1,
    };
  }
  return {
    title: String(row.title),
    theme: String(row.theme),
    social_network: { page: String(row.social_network_page), title: String(row.social_network_title) },
    regulator: { scm: String(row.regulator_scm), title: String(row.regulator_title) },
    support_open_time: Number(row.support_open_time),
    print_contract: Number(row.print_contract),
    change_password: Number(row.change_password),
  };
}
