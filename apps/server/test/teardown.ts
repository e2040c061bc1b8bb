/**
 * What the test helpers opened for the current file (apps, databases), closed after it by setup.ts.
 * A hook registered where the helper is called would be lost when that is inside a `beforeAll` or a
 * test (vitest runs only hooks registered while the file is collected), and the files of a worker
 * share its modules: a lost app went on polling its jobs, and its PostgreSQL database was never dropped.
 */
const opened: (() => Promise<void>)[] = [];

export function closeAfterFile(close: () => Promise<void>): void {
  opened.push(close);
}

/** Last opened, first closed: a second instance before the database it shares. */
export async function closeWhatTheFileOpened(): Promise<void> {
  for (let close = opened.pop(); close; close = opened.pop()) await close();
}
