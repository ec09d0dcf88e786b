import type { Language } from '../../shared/language.ts';

/** The words of main's feed confirmation dialog. */
export interface FeedDialogText {
  title: string;
  message: string;
  detail: string;
  cancel: string;
  confirm: string;
}

/** The dialog's words in `language`, naming the new address ('' = updates turned off). */
export function feedDialogText(language: Language, feedUrl: string): FeedDialogText {
  if (language === 'en') {
    return {
      title: 'Update address',
      message: feedUrl ? 'Receive updates from this address?' : 'Stop receiving updates?',
      detail: feedUrl
        ? `New address:\n${feedUrl}\n\nProvider Desk will download and install new versions from there (only versions signed by Provider Desk). Confirm only if you asked for this change and the address belongs to your provider or head office.`
        : 'Without an address this computer receives no new versions, including security fixes. Confirm only if you asked for this change.',
      cancel: 'Cancel',
      confirm: feedUrl ? 'Use this address' : 'Stop updates',
    };
  }
  return {
    title: 'Endereço de atualizações',
    message: feedUrl ? 'Receber atualizações deste endereço?' : 'Deixar de receber atualizações?',
    detail: feedUrl
      ? `Novo endereço:\n${feedUrl}\n\nO Provider Desk vai baixar e instalar novas versões a partir dele (só versões assinadas pelo Provider Desk). Confirme só se foi você quem pediu a troca e se o endereço é do seu provedor ou da matriz.`
      : 'Sem endereço, este computador não recebe novas versões, nem correções de segurança. Confirme só se foi você quem pediu a troca.',
    cancel: 'Cancelar',
    confirm: feedUrl ? 'Usar este endereço' : 'Parar as atualizações',
  };
}
