import type { AnyNamespaceT } from '../i18n/translation.ts';
import { useTranslation } from 'react-i18next';
import styles from './grid.module.css';
import { codeLabel } from './cell-text.ts';

// Why a span and not Mantine's Badge: the badge's light colours are too pale for readable text (axe
// colour contrast); these classes use darker text in light mode and lighter text in dark mode.
const colourClass: Record<number, string | undefined> = {
  0: styles.status0,
  1: styles.status1,
  2: styles.status2,
  3: styles.status3,
};

/** A client status as a coloured label: active green, deactivated gray, interested blue, removed red. */
export function StatusBadge({ code }: { code: unknown }) {
  const { t } = useTranslation('grid');
  return <StatusLabel code={code} t={t} />;
}

/** The same label with the translation function passed in: the grid's cells use it, because a hook per row slows scrolling. */
export function StatusLabel({ code, t }: { code: unknown; t: AnyNamespaceT }) {
  return (
    <span className={`${styles.status} ${colourClass[Number(code)] ?? styles.status1}`} data-status={String(code)}>
      {codeLabel('status', code, t)}
    </span>
  );
}
