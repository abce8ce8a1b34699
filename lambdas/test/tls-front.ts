import { execFileSync } from 'node:child_process';
import https from 'node:https';
import { type AddressInfo, connect as connectTcp } from 'node:net';
import tls from 'node:tls';

/** A self-signed certificate for `host` (needs the `openssl` command). */
export function certificateFor(host: string): { cert: string; key: string } {
  const pem = execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', '-', '-out', '-', '-days', '1'].concat([
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host}`,
    ]),
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const between = (label: string) =>
    pem.slice(
      pem.indexOf(`-----BEGIN ${label}-----`),
      pem.indexOf(`-----END ${label}-----`) + label.length + 15,
    );
  return { cert: `${between('CERTIFICATE')}\n`, key: `${between('PRIVATE KEY')}\n` };
}

/** Where HTTPS to a host name goes instead: a local port, and the certificate it is checked against. */
export interface LocalHost {
  readonly host: string;
  readonly port: number;
  readonly ca: string;
}

/** A {@link LocalHost} that is a TLS front of a plain-HTTP local server. */
export interface TlsFront extends LocalHost {
  /** `https://<host>`: the URL a function is given, as it would be given a provider's. */
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Serves HTTPS for `host` on a local port, with a certificate of its own, and passes what it decrypts
 * to the plain-HTTP server on `targetPort` of 127.0.0.1: the local fakes (the Solana node) become
 * reachable the way a deployed function reaches a provider, over https:// and TLS.
 * With {@link routeToLocal}, or the cold-start probe's BENCH_TLS_HOSTS, `https://<host>` reaches it.
 */
export async function startTlsFront(host: string, targetPort: number): Promise<TlsFront> {
  const { cert, key } = certificateFor(host);
  const server = tls.createServer({ cert, key }, (socket) => {
    const target = connectTcp(targetPort, '127.0.0.1');
    socket.pipe(target).pipe(socket);
    const close = () => {
      socket.destroy();
      target.destroy();
    };
    socket.on('error', close);
    target.on('error', close);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    host,
    port,
    ca: cert,
    url: `https://${host}`,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        // Kept-alive connections would hold close() open.
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}

/**
 * Every HTTPS connection of this process (any agent) to one of `hosts` goes to its local port instead,
 * verified against its certificate: only the TCP destination changes; the name, TLS and the request are
 * the deployed ones. Returns the function that undoes it.
 */
export function routeToLocal(hosts: readonly LocalHost[]): () => void {
  const original = https.Agent.prototype.createConnection;
  https.Agent.prototype.createConnection = function (
    this: https.Agent,
    options: tls.ConnectionOptions,
    callback?: () => void,
  ) {
    const name = options.servername ?? options.host;
    const local = hosts.find((h) => h.host === name);
    return local
      ? tls.connect({ ...options, host: '127.0.0.1', port: local.port, ca: local.ca }, callback)
      : original.call(this, options, callback);
  } as unknown as typeof original;
  return () => {
    https.Agent.prototype.createConnection = original;
  };
}
