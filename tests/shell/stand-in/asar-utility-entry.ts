// The first script of a stand-in utility process whose entry lies inside an archive. Why: Node finds a
// process's main script with its own module loader before any hook can run, and cannot see inside an archive;
// Electron's utilityProcess.fork loads such an entry (its loader is patched). This script takes the entry's
// place: process.argv as the entry would see it, then the entry imported through the archive hooks.
import { pathToFileURL } from 'node:url';

const [execPath = process.execPath, , entry, ...rest] = process.argv;
if (!entry) throw new Error('stand-in Electron: no utility process entry given');
process.argv = [execPath, entry, ...rest];
await import(pathToFileURL(entry).href);
