/**
 * Whether a text made at run time (a form rule's message, a server's code) names one of a group of strings,
 * so that `t()` may take it as a typed key; anything else is shown as it came.
 */
export function isKeyOf<Group extends object>(group: Group, key: string): key is Extract<keyof Group, string> {
  return Object.hasOwn(group, key);
}
