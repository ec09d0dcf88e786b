/**
 * The log line for a utility process's fatal error: its structure only. Why not the report: Electron hands
 * Node's diagnostic report with it, which holds the child's environment, command line and folders (the
 * user's name is in them); the location is kept only when it looks like a source location.
 */
export function utilityFatalLine(type: string, location: string): string {
  const safeType = /^[A-Za-z]{1,40}$/.test(type) ? type : 'unknown';
  const safeLocation = /^[\w:.<>~ -]{1,120}$/.test(location) ? location : '(withheld)';
  return `demo service: utility process error ${safeType} at ${safeLocation} (diagnostic report not logged)`;
}
