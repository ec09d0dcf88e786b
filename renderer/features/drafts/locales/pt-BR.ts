/** Strings of the drafts kept while typing, in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
  guard: {
    title: 'Fechar sem salvar?',
    text: 'Há alterações não salvas neste formulário.',
    keepDraft: 'Fechar e guardar rascunho',
    discard: 'Descartar alterações',
    stay: 'Continuar editando',
  },
  offer: {
    title: 'Rascunhos não salvos',
    text: 'Estes formulários ficaram abertos sem salvar (o aplicativo foi fechado, a página recarregada ou a sessão expirou).',
    savedAt: 'digitado em {{when}}',
    continue: 'Continuar',
    discard: 'Descartar',
    later: 'Depois',
    cannotOpen: 'Abra a tela deste formulário para continuar o rascunho.',
  },
  banner: {
    title: 'Há um rascunho deste formulário',
    text: 'Digitado em {{when}}. Restaurar o que foi digitado?',
    restore: 'Restaurar',
    discard: 'Descartar rascunho',
  },
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    drafts: typeof ptBR;
  }
}
