// Electron copies every IPC value with the HTML structured clone algorithm (V8's serializer), both ways
// (https://www.electronjs.org/docs/latest/tutorial/ipc#object-serialization, and ipcRenderer.invoke's
// "Arguments will be serialized with the Structured Clone Algorithm ... Sending Functions, Promises,
// Symbols, WeakMaps, or WeakSets will throw an exception"). Node's structuredClone is the same algorithm;
// a value it refuses is refused with Electron's own words.

/** Electron's message for a value that cannot cross IPC (a function, a Symbol, a URL, a DOM object…). */
export const cloneFailure = 'An object could not be cloned.';

/** A copy of `value` as the other process would receive it, or Electron's error when it cannot cross. */
export function cloneForIpc<T>(value: T): T {
  try {
    return structuredClone(value);
  } catch {
    throw new Error(cloneFailure);
  }
}
