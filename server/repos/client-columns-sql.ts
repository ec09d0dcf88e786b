/**
 * The Client record of the interface as SQL over `client` and `offices`. `client_password` is the sealed copy
 * here; the administrative list opens it (withOpenedPassword) before answering, and nothing else selects it.
 */
export const clientSelectSql = `
  client.client_pk, client.client_status::int as client_status, client.client_type::int as client_type,
  coalesce(client.client_username, '') as client_username, client.client_password_sealed as client_password,
  client.client_name, client.client_lastname, client.client_mail, client.client_doc1, client.client_doc2,
  to_char(client.client_date_cad, 'YYYY-MM-DD HH24:MI:SS') as client_date_cad,
  to_char(client.client_date_deactivation, 'YYYY-MM-DD HH24:MI:SS') as client_date_deactivation,
  to_char(client.client_date_birth, 'YYYY-MM-DD') || ' 00:00:00' as client_date_birth,
  client.client_observations, client.offices_pk, offices.offices_identification, client.client_complete_name,
  client.client_phones, client.cli_addr_address, client.cli_addr_number, client.cli_addr_neighborhood,
  client.cli_addr_zipcode, client.cli_addr_province, client.cli_addr_state, client.cli_addr_completation`;
