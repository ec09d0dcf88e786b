/** An error that prints as its one line of advice (how to get a browser, a PostgreSQL…) without a stack. */
export function adviceError(message: string): Error {
  const error = new Error(message);
  // Why no frames: the message is the whole answer for a newcomer, and vitest's stack would bury it.
  error.stack = `Error: ${message}`;
  return error;
}
