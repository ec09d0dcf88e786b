/** The demo's staff users; their password is the `staffPassword` option, hashed. */

/** A demo staff user. */
export interface DemoStaffUser {
  readonly staff_pk: number;
  readonly username: string;
  readonly name: string;
}

/** The administrator and an operator, both at the head office. */
export const demoStaffUsers: readonly DemoStaffUser[] = [
  { staff_pk: 1, username: 'admin', name: 'Administrador' },
  { staff_pk: 2, username: 'operador', name: 'Operador de Atendimento' },
];
