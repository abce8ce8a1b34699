import { vi } from 'vitest';

/** A public read's answer as the API sends it: `{success, data}` JSON with an ETag (ADR 9). */
export function apiAnswer(data: unknown, etag = '"v1"'): Response {
  return new Response(JSON.stringify({ success: true, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ETag: etag },
  });
}

/** Stubs `fetch` with one answer for every request; returns the mock to read the requested paths. */
export function stubApi(data: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => apiAnswer(data));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The paths a stubbed `fetch` was asked for, in order. */
export const requestedPaths = (fetchMock: { mock: { calls: unknown[][] } }): string[] =>
  fetchMock.mock.calls.map((call) => String(call[0]));
