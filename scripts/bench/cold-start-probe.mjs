// One cold start: load the bundled handler, answer one request, print the time since process start.
const [bundle] = process.argv.slice(2);
const loadStarted = performance.now();
const { handler } = await import(bundle);
const loaded = performance.now();
const event = {
  version: '2.0',
  routeKey: 'GET /api/canonical/{collection}',
  rawPath: '/api/canonical/roadmap',
  rawQueryString: '',
  headers: {},
  pathParameters: { collection: 'roadmap' },
  requestContext: { http: { method: 'GET', path: '/api/canonical/roadmap' }, requestId: 'bench' },
  isBase64Encoded: false,
};
const result = await handler(event, { getRemainingTimeInMillis: () => 10_000 });
const answered = performance.now();
const items = JSON.parse(result.body).data.length;
console.log(
  JSON.stringify({
    status: result.statusCode,
    items,
    startToLoad: loadStarted,
    load: loaded - loadStarted,
    firstAnswer: answered - loaded,
    total: answered,
  }),
);
process.exit(0);
