import type { Namespace, TFunction } from 'i18next';

/**
 * A language's strings for one namespace: exactly the keys of the Portuguese strings (none missing, none extra:
 * `satisfies` checks both), each holding any text.
 */
export type Translation<Source> = {
  readonly [Key in keyof Source]: Source[Key] extends string ? string : Translation<Source[Key]>;
};

/**
 * A `t()` of any namespace, for helpers that name the namespace of every key they read (`grid:status.0`, or
 * `{ ns: 'grid' }`): the keys are still checked against that namespace's Portuguese strings.
 */
export type AnyNamespaceT = TFunction<Namespace>;
