import { useTranslation } from 'react-i18next';
import { gridHintText } from './shortcut-list.ts';

/** The client grid's hint line in the user's language, written from the shortcut table (see gridHintText). */
export function useGridHint(): string {
  const { t } = useTranslation('shortcuts');
  return gridHintText((key) => t(key));
}
