import { notifications, notificationsStore } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetOperatorData } from './operator-data.ts';

describe('forgetOperatorData', () => {
  it('takes the notices on screen and waiting with it: they name clients, and the next operator must not see them', () => {
    for (let n = 0; n < 6; n++) notifications.show({ message: `Cliente Joana Araújo ${n} cadastrado` });
    expect(notificationsStore.getState().notifications.length + notificationsStore.getState().queue.length).toBe(6);
    forgetOperatorData(new QueryClient());
    expect(notificationsStore.getState().notifications).toEqual([]);
    expect(notificationsStore.getState().queue).toEqual([]);
  });
});
