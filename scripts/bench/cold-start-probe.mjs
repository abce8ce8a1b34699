// One cold start: load the bundled handler (argv[2]), answer the event in process.env.BENCH_EVENT,
// print the times. With BENCH_FIRESTORE_REST (port and CA of the fake REST Firestore), HTTPS to
// firestore.googleapis.com goes to the fake, checked against its certificate: only the TCP
// destination changes; name, TLS, request signing and the wire format are the deployed ones.
if (process.env.BENCH_FIRESTORE_REST) {
  const { default: https } = await import('node:https');
  const { default: tls } = await import('node:tls');
  const { port, ca } = JSON.parse(process.env.BENCH_FIRESTORE_REST);
  // On the prototype: every agent, the functions' own keep-alive one included.
  const connect = https.Agent.prototype.createConnection;
  https.Agent.prototype.createConnection = function (options, callback) {
    return (options.servername ?? options.host) === 'firestore.googleapis.com'
      ? tls.connect({ ...options, host: '127.0.0.1', port, ca }, callback)
      : connect.call(this, options, callback);
  };
}
const [bundle] = process.argv.slice(2);
const loadStarted = performance.now();
const { handler } = await import(bundle);
const loaded = performance.now();
const event = JSON.parse(process.env.BENCH_EVENT ?? '{}');
const result = await handler(event, {
  awsRequestId: 'bench',
  functionName: 'bench',
  getRemainingTimeInMillis: () => 10_000,
});
const answered = performance.now();
const cpu = process.resourceUsage();
console.log(
  JSON.stringify({
    status: result?.statusCode,
    body: String(result?.body ?? '').slice(0, 200),
    load: loaded - loadStarted,
    firstAnswer: answered - loaded,
    total: answered,
    cpu: (cpu.userCPUTime + cpu.systemCPUTime) / 1000,
  }),
);
process.exit(0);
