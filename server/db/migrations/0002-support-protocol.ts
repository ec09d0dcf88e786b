/** Sequence behind support protocol numbers. */
export const migration0002 = {
  id: 2,
  name: 'support-protocol-sequence',
  sql: /* sql */ `
create sequence if not exists support_protocol_seq;
`,
};
