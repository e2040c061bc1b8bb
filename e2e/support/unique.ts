/**
 * Fresh identities so tests never share accounts. 98xxxxxxxx is a valid Indian mobile range; the
 * run's start time spreads numbers across runs, the counter within one.
 */
let counter = 0;
const runSeed = Date.now() % 1_000_000;

export function uniquePhone(): string {
  counter += 1;
  const tail = (runSeed * 100 + counter) % 100_000_000;
  return `98${String(tail).padStart(8, '0')}`;
}

export function uniqueEmail(): string {
  counter += 1;
  return `e2e.${runSeed}.${counter}@example.com`;
}

export const NEW_PASSWORD = 'Fresh1234';
