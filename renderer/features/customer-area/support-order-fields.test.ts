import { describe, expect, it } from 'vitest';
import { en } from './locales/en.ts';
import { ptBR } from './locales/pt-BR.ts';
import { otherFieldLabel, supportOrderGroups, supportOrderFieldIds } from './support-order-fields.ts';

describe('supportOrderGroups', () => {
  it('groups what the server sent as staff read it, leaving out fields without a value', () => {
    const groups = supportOrderGroups({
      support_protocol: '20261203000012',
      task_name: 'Sem conexão',
      task_desc: '',
      os_obs: 'Cliente relata queda desde ontem',
      priority: 2,
      os_done: 0,
      os_date_entry: '2026-12-03 09:15:00',
      os_date_sched: '2026-12-04 08:00:00',
      os_date_soluction: null,
      os_amount: null,
      os_pk: 88,
      support_pk: 41,
      task_pk: 3,
    });
    expect(groups.map((group) => [group.id, group.fields.map((field) => field.id)])).toEqual([
      ['request', ['support_protocol', 'task_name', 'priority', 'os_obs']],
      ['progress', ['os_done', 'os_date_entry', 'os_date_sched']],
      ['codes', ['os_pk', 'support_pk', 'task_pk']],
    ]);
  });

  it('keeps fields it does not know, under "other", read as dates when they are dates, never the raw-fields list', () => {
    const groups = supportOrderGroups({
      support_protocol: 'P1',
      os_technician_name: 'Rafael',
      os_date_visit: '2026-12-05 14:00:00',
      _rawFields: ['os_done'],
      empty_thing: '',
    });
    expect(groups.at(-1)).toEqual({
      id: 'other',
      fields: [
        { id: 'os_technician_name', kind: 'text' },
        { id: 'os_date_visit', kind: 'datetime' },
      ],
    });
  });

  it('keeps zero and false, which are values', () => {
    const groups = supportOrderGroups({ os_done: 0, os_deleted: false });
    expect(groups.flatMap((group) => group.fields.map((field) => field.id))).toEqual(['os_done', 'os_deleted']);
  });
});

describe('labels', () => {
  it('names every known field in both languages', () => {
    for (const strings of [ptBR, en])
      for (const id of supportOrderFieldIds) expect((strings.order.field as Record<string, string>)[id]).toBeTruthy();
  });

  it('reads an unknown field name as words, without its prefix or underscores', () => {
    expect(otherFieldLabel('os_technician_name')).toBe('Technician name');
    expect(otherFieldLabel('support_channel')).toBe('Channel');
    expect(otherFieldLabel('visitWindow')).toBe('Visit window');
  });
});
