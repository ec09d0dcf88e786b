// `node server/hash-password.ts`: reads a password from the first line of stdin and prints its scrypt hash,
// to add an operator with SQL (the interface has no staff operations; docs/provider-service.md, "Operators").
// Why stdin and not an argument: arguments are visible to every user of the machine in the process list.
import { createInterface } from 'node:readline';
import { hashPassword } from './auth/password-hash.ts';

let password = '';
for await (const line of createInterface({ input: process.stdin })) {
  password = line;
  break;
}
if (!password || password.length < 8) {
  process.stderr.write('Give the password (8 characters at least) on the first line of stdin.\n');
  process.exit(1);
}
process.stdout.write(`${await hashPassword(password)}\n`);
