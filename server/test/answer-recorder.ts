/**
 * Keeps every answer the test server gives while it is on: method, URL, status, content type and the bytes. It
 * watches the process's `fetch`, which the harness's `call`, the kits' uploads and downloads all use, so a flow
 * is recorded as it runs without passing a recorder around; requests to other origins are not kept.
 */
export type RecordedAnswer = { method: string; url: string; status: number; contentType: string | null; body: Buffer };

export type AnswerRecorder = { answers: RecordedAnswer[]; stop: () => void };

export function recordAnswers(origin: string): AnswerRecorder {
  const answers: RecordedAnswer[] = [];
  const original = globalThis.fetch;
  const recording: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const response = await original(input, init);
    if (!url.startsWith(origin)) return response;
    const body = Buffer.from(await response.clone().arrayBuffer());
    answers.push({
      method, url: url.slice(origin.length), status: response.status,
      contentType: response.headers.get('content-type'), body,
    });
    return response;
  };
  globalThis.fetch = recording;
  return { answers, stop: () => { globalThis.fetch = original; } };
}
