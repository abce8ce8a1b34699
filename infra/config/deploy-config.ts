import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** Strings that mark a value the operator has not set yet (RFC 2606 domains, the documented example account). */
const PLACEHOLDER_PATTERNS = [/replace-me/i, /\bexample\.(com|org|net)\b/i, /\b123456789012\b/];

const certificateArn = z
  .string()
  .regex(
    /^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/,
    'must be an ACM certificate ARN in us-east-1 (CloudFront only uses certificates from that region)',
  );

/** The operator's deploy configuration: everything that differs between one deployment and another. */
export const deployConfigSchema = z
  .object({
    /** CloudFormation stack name. */
    stackName: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9-]{0,127}$/)
      .default('MemeTokenSite'),
    /** Region of the stack; the CLI's default region when absent. */
    region: z
      .string()
      .regex(/^[a-z]{2}(-[a-z]+)+-\d$/)
      .optional(),
    /** Firebase (Google Cloud) project that holds Firestore and Firebase Auth. */
    firebaseProjectId: z
      .string()
      .regex(
        /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/,
        'must be a Firebase project id (6-30 lowercase letters, digits, -)',
      ),
    /** Firebase Auth uid of the one administrator allowed to write content. */
    adminUid: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be a Firebase Auth uid'),
    /** Secrets Manager secret, created by the operator before deploying, holding the service-account JSON key. */
    serviceAccountSecretName: z
      .string()
      .regex(/^[A-Za-z0-9/_+=.@-]{1,512}$/)
      .default('meme-token-site/firebase-service-account'),
    /**
     * Secrets Manager secret, created by the operator, holding the shared secret the holder webhook
     * provider sends in `Authorization` (plain text, at least 16 characters). Only the webhook reads it.
     */
    holderWebhookSecretName: z
      .string()
      .regex(/^[A-Za-z0-9/_+=.@-]{1,512}$/)
      .default('meme-token-site/holder-webhook-secret'),
    /**
     * Secrets Manager secret, created by the operator, holding the Solana JSON-RPC URL (plain text,
     * https://..., it may carry an API key). Only the holder reconciler reads it.
     */
    solanaRpcUrlSecretName: z
      .string()
      .regex(/^[A-Za-z0-9/_+=.@-]{1,512}$/)
      .default('meme-token-site/solana-rpc-url'),
    /** Minutes between two holder reconciliations (holder count and missed holders). */
    holderReconcileMinutes: z.number().int().min(1).max(60).default(5),
    /** Custom domain served by CloudFront; the distribution's own domain when absent. */
    domain: z
      .object({
        /** Names the certificate covers, e.g. ["example.org", "www.example.org"]; point their DNS at the distribution. */
        names: z.array(z.string().regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/)).min(1),
        certificateArn,
      })
      .optional(),
    /** Address that receives alarm notifications; no alarms when absent. */
    alarmEmail: z.email().optional(),
    /** Steady-state request rate the API stage accepts before answering 429. */
    apiRateLimit: z.number().int().positive().default(50),
    /** Burst of concurrent requests the API stage accepts before answering 429. */
    apiBurstLimit: z.number().int().positive().default(100),
  })
  .strict();

/** The validated deploy configuration, defaults applied. */
export type DeployConfig = z.output<typeof deployConfigSchema>;
/** The deploy configuration as written by the operator. */
export type DeployConfigInput = z.input<typeof deployConfigSchema>;

/** Parses a configuration object; the Error lists every bad field. */
export function parseDeployConfig(raw: unknown, source = 'deploy configuration'): DeployConfig {
  const result = deployConfigSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`Invalid ${source}:\n${problems.join('\n')}`);
  }
  return result.data;
}

/** Reads and validates the JSON configuration file at `path`. */
export function loadDeployConfig(path: string): DeployConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the deploy configuration ${path}: ${(error as Error).message}`);
  }
  return parseDeployConfig(raw, `deploy configuration ${path}`);
}

/** Dotted paths of the values that still hold placeholders. */
export function findPlaceholders(value: unknown, path = ''): string[] {
  if (typeof value === 'string') {
    return PLACEHOLDER_PATTERNS.some((p) => p.test(value)) ? [path] : [];
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) =>
      findPlaceholders(v, Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key),
    );
  }
  return [];
}
