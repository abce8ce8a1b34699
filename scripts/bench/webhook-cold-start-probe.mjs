// One cold start of the bundled webhook: load it, answer one delivery (in process.env.DELIVERY),
// print the times. The Firestore emulator and the handler environment come from process.env.
const [bundle] = process.argv.slice(2);
const loadStarted = performance.now();
const { handler } = await import(bundle);
const loaded = performance.now();
const body = process.env.DELIVERY ?? '[]';
const event = {
  version: '2.0',
  routeKey: 'POST /api/new-holders/webhook',
  rawPath: '/api/new-holders/webhook',
  rawQueryString: '',
  headers: { 'content-type': 'application/json', authorization: process.env.HOLDER_WEBHOOK_SECRET },
  requestContext: { http: { method: 'POST', path: '/api/new-holders/webhook' }, requestId: 'bench' },
  body,
  isBase64Encoded: false,
};
const result = await handler(event, { getRemainingTimeInMillis: () => 10_000 });
const answered = performance.now();
console.log(
  JSON.stringify({
    status: result.statusCode,
    recorded: JSON.parse(result.body).recorded,
    load: loaded - loadStarted,
    firstAnswer: answered - loaded,
    total: answered,
  }),
);
process.exit(0);
