import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeDictionary } from '../../../shared/codes/code-dictionary.ts';
import { resolveCodeLabels, type CodeLabels } from '../../../shared/codes/code-labels.ts';
import type { Language } from '../../../shared/language.ts';
import { useProfiles } from '../profiles/index.ts';
import { useProfileId } from '../session/index.ts';

// Why no preset while the profiles are read: a code then says "not given", never a meaning of another server.
const noDictionary: CodeDictionary = { preset: 'none', fields: {} };

/** What the signed-in profile's codes mean, in the reader's language (its code dictionary resolved). */
export function useCodeLabels(): CodeLabels {
  const { i18n } = useTranslation();
  const profileId = useProfileId();
  const profiles = useProfiles();
  const dictionary = profiles.data?.profiles.find((profile) => profile.id === profileId)?.codeDictionary;
  const language = i18n.language as Language;
  return useMemo(() => resolveCodeLabels(dictionary ?? noDictionary, language), [dictionary, language]);
}
