// Vitest setup of the sandbox and API tests: every answer a sandbox on this machine gives to
// `fetch` is checked against docs/openapi.json (src/test/openapiAnswers.ts). A mismatch or an
// undocumented status fails the test that made the request.
import { afterAll, afterEach } from 'vitest';

/** Problems found since the last test ended; a test that wants one on purpose takes them. */
export const answerProblems: string[] = [];

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const realFetch = globalThis.fetch;
// Loaded while the test file starts, so the first answer does not wait for ajv.
const validator = import('./openapiAnswers.js').then((m) => m.committedAnswerValidator());
validator.catch(() => {});
const pending = new Set<Promise<void>>();

function requestOf(input: Parameters<typeof fetch>[0], init?: RequestInit) {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  return { url, method };
}

async function check(method: string, url: string, response: Response): Promise<void> {
  const contentType = response.headers.get('content-type');
  let body: string | undefined;
  if (contentType?.startsWith('application/json')) {
    try {
      body = await response.clone().text();
    } catch {
      return; // The connection broke mid-answer: that test is about something else.
    }
  }
  try {
    const found = (await validator).problems({
      method,
      url,
      status: response.status,
      contentType,
      body,
    });
    answerProblems.push(...found);
  } catch (error) {
    // Reported as a problem, never as a failed fetch the test would read as the sandbox's.
    answerProblems.push(`${method} ${url}: the check itself failed: ${String(error)}`);
  }
}

globalThis.fetch = async (input, init) => {
  const { url, method } = requestOf(input, init);
  const response = await realFetch(input, init);
  const at = response.url || url;
  // Only the sandbox's answers: every one of them carries X-Request-Id; the test servers that
  // stand in for a broken service or a merchant's webhook receiver do not.
  if (LOOPBACK.has(new URL(at).hostname) && response.headers.has('x-request-id')) {
    // Checked beside the test, not in its way: a test's timing stays its own.
    const checking = check(method, at, response).finally(() => pending.delete(checking));
    pending.add(checking);
  }
  return response;
};

/** Waits for the checks of every answer so far. */
export async function answersChecked(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

async function failOnProblems(): Promise<void> {
  await answersChecked();
  if (answerProblems.length === 0) return;
  const found = answerProblems.splice(0);
  throw new Error(
    `The sandbox answered what docs/openapi.json does not describe:\n- ${found.join('\n- ')}\nFix the answer, or the schema or operation in src/api and src/sandbox/openapi, then run npm run openapi.`,
  );
}

afterEach(failOnProblems);
afterAll(failOnProblems);
