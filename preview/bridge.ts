/**
 * google.script.run for the sidebar in the local preview: each server call
 * goes to the preview server, which runs it in the real dist/Code.js. Like
 * Apps Script's, it is asynchronous, calls the success handler with the
 * return value and the failure handler with an Error, and returns nothing.
 * After each call it tells the page, which redraws the sheet.
 */

type Handler = (value: unknown, userObject?: unknown) => void;

interface RunResponse {
  ok: boolean;
  value?: unknown;
  error?: string;
  events?: unknown[];
}

async function call(fn: string, args: unknown[]): Promise<RunResponse> {
  const response = await fetch('/api/run', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fn, args }),
  });
  if (!response.ok) return { ok: false, error: `The preview server answered ${response.status}: ${await response.text()}` };
  return (await response.json()) as RunResponse;
}

function runner(success?: Handler, failure?: Handler, userObject?: unknown): unknown {
  return new Proxy(
    {},
    {
      get(_target, name) {
        if (name === 'withSuccessHandler') return (h: Handler) => runner(h, failure, userObject);
        if (name === 'withFailureHandler') return (h: Handler) => runner(success, h, userObject);
        if (name === 'withUserObject') return (o: unknown) => runner(success, failure, o);
        if (typeof name !== 'string') return undefined;
        return (...args: unknown[]) => {
          void call(name, args)
            .catch((e: unknown): RunResponse => ({ ok: false, error: `The preview server is not answering: ${String(e)}` }))
            .then((result) => {
              window.parent.postMessage({ source: 'blades-preview', fn: name, events: result.events ?? [] }, location.origin);
              if (result.ok) success?.(result.value, userObject);
              else if (failure) failure(new Error(result.error), userObject);
              else console.error(result.error);
            });
        };
      },
    },
  );
}

const host = { close() {}, setHeight() {}, setWidth() {}, editor: { focus() {} } };
(window as unknown as { google: unknown }).google = { script: { run: runner(), host } };
