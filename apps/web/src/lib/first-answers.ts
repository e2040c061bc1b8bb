import { FIRST_ANSWERS_ELEMENT_ID } from '@panel/shared/constants.ts';

/**
 * The answers of the first calls of a signed-in person's area, as the server put them in index.html
 * (apps/server/src/web-app.ts `firstAnswers`): who is signed in, their businesses. Each is the
 * initial data of its query, used once, in the page's first seconds: the first screen draws with
 * it at once, without a loading pass; every later call asks the server.
 */
const FRESH_MS = 10_000;

let answers: Map<string, unknown> | undefined;

function readPage(): Map<string, unknown> {
  const text =
    typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.textContent;
  try {
    return new Map(Object.entries(text ? (JSON.parse(text) as Record<string, unknown>) : {}));
  } catch {
    return new Map();
  }
}

/** The page's answer to GET `path`, taken (a second call gets nothing); undefined when there is none. */
export function takeFirstAnswer<T>(path: string): T | undefined {
  answers ??= readPage();
  const data = answers.get(path) as T | undefined;
  answers.delete(path);
  return performance.now() < FRESH_MS ? data : undefined;
}
