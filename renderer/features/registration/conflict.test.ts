import { describe, expect, it } from 'vitest';
import { newClientValues, type ClientFormValues } from './client-form-values.ts';
import { defaultChoices, findConflicts, resolveConflicts } from './conflict.ts';

const original: ClientFormValues = {
  ...newClientValues(1, new Date(2026, 0, 2)),
  client_name: 'Maria',
  client_lastname: 'Souza',
  client_mail: 'maria@example.com',
};

describe('findConflicts', () => {
  it('finds nothing when nobody else changed the record', () => {
    expect(findConflicts(original, original, { ...original, client_name: 'Mariana' })).toEqual([]);
  });

  it('lists a field the other operator changed, marking whether the user edited it too', () => {
    const latest = { ...original, client_lastname: 'Souza Lima', client_mail: 'm@example.com' };
    const mine = { ...original, client_mail: 'maria.souza@example.com' };
    const conflicts = findConflicts(original, latest, mine);
    // In the form's order: the surname comes before the e-mail.
    expect(conflicts).toEqual([
      { field: 'client_lastname', original: 'Souza', theirs: 'Souza Lima', mine: 'Souza', editedByMe: false },
      {
        field: 'client_mail',
        original: 'maria@example.com',
        theirs: 'm@example.com',
        mine: 'maria.souza@example.com',
        editedByMe: true,
      },
    ]);
    expect(defaultChoices(conflicts)).toEqual({ client_lastname: 'theirs', client_mail: 'mine' });
  });

  it('ignores a change both made the same way, and never compares passwords', () => {
    const latest = { ...original, client_name: 'Ana', client_password: 'x' };
    expect(findConflicts(original, latest, { ...original, client_name: ' ana ', client_password: 'y' })).toEqual([]);
  });
});

describe('resolveConflicts', () => {
  it('keeps the user values except where they chose the other operator’s', () => {
    const latest = { ...original, client_lastname: 'Souza Lima', client_mail: 'm@example.com' };
    const mine = { ...original, client_name: 'Mariana', client_mail: 'maria.souza@example.com' };
    const conflicts = findConflicts(original, latest, mine);
    const merged = resolveConflicts(mine, conflicts, { client_lastname: 'theirs', client_mail: 'mine' });
    expect(merged).toMatchObject({
      client_name: 'Mariana',
      client_lastname: 'Souza Lima',
      client_mail: 'maria.souza@example.com',
    });
  });
});
