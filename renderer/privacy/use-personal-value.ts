import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaskKind } from '../../shared/privacy/masks.ts';
import { findClientField } from '../grid/client-fields.ts';
import { fieldText, plainText, type FieldTextPlace } from '../grid/cell-text.ts';
import { journalReveal } from './audit-events.ts';
import { maskKindOfField } from './masked-fields.ts';
import { maskedText } from './mask-text.ts';
import { useMaskingPolicy } from './masking-policy.ts';
import { isMasked } from './masking-rules.ts';
import { useRevealScope } from './reveal-scope.tsx';

/** Which personal value of which client, and how it reads. */
export interface PersonalValueInput {
  /** The client the value belongs to (client_pk, or the customer's login where that is all there is): journaled with a reveal. */
  clientId: number | string;
  /** The field's id (a client record key such as `client_doc1`, or a name of the caller's own). */
  field: string;
  value: unknown;
  /** The mask to use; default: the one of the client field `field`. */
  kind?: MaskKind;
  /** Grid (one line) or detail (one item a line, dates with time); default detail. */
  place?: FieldTextPlace;
}

/** A personal value as it is to be shown now, and how to reveal it. */
export interface PersonalValue {
  /** The text to show: masked, or whole when masking is off for it or it was revealed. */
  text: string;
  /** True while the text is the masked form. */
  masked: boolean;
  /** True once revealed for this record. */
  revealed: boolean;
  /** False when the client's number is not known: the journal names a client by it, so such a value stays masked. */
  canReveal: boolean;
  /** True while the reveal is being journaled (the value shows only once main has it). */
  revealing: boolean;
  /** Why the last reveal failed, if it did (nothing was shown). */
  error: string | undefined;
  /** Journals the reveal, then shows the value whole for this record; does nothing when there is nothing to reveal. */
  reveal: () => Promise<void>;
}

/**
 * One personal value under the masking policy, with "Revelar": the value shows whole only after the reveal is
 * journaled (who and when are added by main; the page says which client and field), and stays whole for this
 * record only (RevealScope). The card, the palette and the detail panel share it.
 */
export function usePersonalValue({
  clientId,
  field,
  value,
  kind,
  place = 'detail',
}: PersonalValueInput): PersonalValue {
  const { t } = useTranslation();
  const policy = useMaskingPolicy();
  const scope = useRevealScope(clientId);
  const [revealing, setRevealing] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const maskKind = kind ?? maskKindOfField(field);
  const clientField = findClientField(field);
  const whole = clientField ? fieldText(clientField, value, t, place) : plainText(value);
  const revealed = scope.has(field);
  const masked = isMasked(policy, maskKind) && !revealed && whole !== '';
  const text = masked && maskKind ? maskedText(maskKind, value, place) : whole;
  const clientPk = Number(clientId);
  const canReveal = Number.isSafeInteger(clientPk) && clientPk >= 1;
  const reveal = useCallback(async () => {
    if (!masked || revealing) return;
    setRevealing(true);
    setError(undefined);
    try {
      // Why first and awaited: a value is shown only once its reveal is on record (accountability, LGPD art. 37).
      await journalReveal({ clientId, field });
      scope.add(field);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setRevealing(false);
    }
  }, [masked, revealing, clientId, field, scope]);
  return { text, masked, revealed, canReveal, revealing, error, reveal };
}
