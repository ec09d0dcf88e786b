import { Text } from '@mantine/core';
import { useCardId } from '../../router/router.ts';

/** The card of the client the address names (`#/card/<id>`). */
export function ClientCardPage() {
  const clientId = useCardId();
  return <Text data-screen="client-card">{clientId}</Text>;
}
