// One cold start: load the bundled handler (argv[2]), answer the event in process.env.BENCH_EVENT,
// print the times. With BENCH_TLS_HOSTS (host name, port and CA of each local TLS fake: Firestore's
// REST API, the Solana node's TLS front), HTTPS to those names goes to the fakes, checked against
// their certificates: only the TCP destination changes; name, TLS, request signing and the wire
// format are the deployed ones (as routeToLocal of lambdas/test/tls-front.ts does in process).
if (process.env.BENCH_TLS_HOSTS) {
  const { default: https } = await import('node:https');
  const { default: tls } = await import('node:tls');
  const hosts = JSON.parse(process.env.BENCH_TLS_HOSTS);
  // On the prototype: every agent, the functions' own keep-alive one included.
  const connect = https.Agent.prototype.createConnection;
  https.Agent.prototype.createConnection = function (options, callback) {
    const local = hosts.find((h) => h.host === (options.servername ?? options.host));
    return local
      ? tls.connect({ ...options, host: '127.0.0.1', port: local.port, ca: local.ca }, callback)
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
