// Why a file of its own: the page's language picker and the message catalogues need the list without the
// contract's zod schemas, and every part of the app (page, main, shell, service) speaks the same two.

/** The languages of Provider Desk (its screens, main's messages and dialogs, the service's answers); pt-BR first. */
export const languages = ['pt-BR', 'en'] as const;

/** One language of Provider Desk. */
export type Language = (typeof languages)[number];
