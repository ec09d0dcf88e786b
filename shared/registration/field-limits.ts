// Longest text accepted for each free-text column of the client registration (forms use them as maxLength).

/** Maximum length, in characters, of each free-text registration column. */
export const CLIENT_TEXT_MAX_LENGTH = {
  client_name: 120,
  client_lastname: 120,
  client_doc2: 30,
  client_observations: 4000,
  cli_addr_address: 200,
  cli_addr_number: 20,
  cli_addr_neighborhood: 120,
  cli_addr_zipcode: 20,
  cli_addr_province: 120,
  cli_addr_completation: 200,
} as const;
