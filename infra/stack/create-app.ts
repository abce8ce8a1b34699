import { join } from 'node:path';
import { Annotations, type App, type Environment, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readBuildStamp, sourceCommit } from '../../web/build-plugins/build-stamp';
import { englishOf } from '../../web/src/config/localized-text';
import { findPlaceholders } from '../../web/src/config/node/deploy-config';
import { configHash, type OperatorConfig, toDeployConfig } from '../../web/src/config/node/operator-config';
import { officialList, telegramHandles } from '../../web/src/config/official-list';
import { PROJECT_ROOT } from '../project-root';
import { donateEnvironment } from './donate-environment';
import { SiteStack } from './site-stack';

/** Default location of the web build. */
export const WEB_BUILD_PATH = join(PROJECT_ROOT, 'web', 'dist');

/** How to make a build a deploy accepts; part of every refusal. */
const REBUILD =
  'Run `npm run deploy` (it builds the web app from the configuration, then deploys), or ' +
  '`npm run build:web` before `cdk synth`/`cdk deploy`.';

/** Options of {@link addSiteStack}. */
export interface SiteAppOptions {
  /** The validated operator configuration. */
  readonly config: OperatorConfig;
  /** Account and region; absent values leave the stack environment-agnostic. */
  readonly env?: Environment;
  /** True when the CLI runs with AWS credentials, i.e. for a deploy: placeholders are then refused. */
  readonly deploying?: boolean;
  /** Name of the configuration's source, for messages. @default 'operator configuration' */
  readonly configSource?: string;
  /** Folder of the built web app. @default web/dist */
  readonly webBuildPath?: string;
  /** Folder the route entries are relative to. @default the repository root */
  readonly projectRoot?: string;
  /**
   * Accept a demo build (placeholders allowed), for a synth that deploys nothing (`npm test`: the committed
   * configuration holds placeholders). Ignored when deploying. @default false
   */
  readonly allowDemoBuild?: boolean;
  /** Commit the sources are at, compared with the build's stamp. @default the work tree's (git) */
  readonly commit?: string;
}

/**
 * Adds the site stack to `app`, with the AWS Solutions checks of cdk-nag. Refuses a web build that was
 * not made from this configuration and commit (its stamp), and a demo build unless `allowDemoBuild`.
 */
export function addSiteStack(app: App, options: SiteAppOptions): SiteStack {
  const source = options.configSource ?? 'operator configuration';
  const placeholders = findPlaceholders(options.config);
  if (placeholders.length > 0 && options.deploying) {
    throw new Error(
      `Refusing to deploy: ${source} still has placeholder values in ${placeholders.join(', ')}. ` +
        'Set the real values (see infra/README.md) and run the command again.',
    );
  }

  const webBuildPath = options.webBuildPath ?? WEB_BUILD_PATH;
  const stamp = readBuildStamp(webBuildPath);
  if (stamp) {
    const commit = options.commit ?? sourceCommit(options.projectRoot ?? PROJECT_ROOT);
    const stale: string[] = [];
    if (stamp.configHash !== configHash(options.config))
      stale.push(`a different configuration than ${source}`);
    if (stamp.commit !== commit) stale.push(`commit ${stamp.commit}, the sources are at ${commit}`);
    if (stale.length > 0) {
      throw new Error(
        `Refusing a stale web build at ${webBuildPath}: it was made from ${stale.join('; ')}. ${REBUILD}`,
      );
    }
    if (stamp.demo && (options.deploying || !options.allowDemoBuild)) {
      throw new Error(
        `Refusing the web build at ${webBuildPath}: it is a demo build (\`--mode demo\`), which may show ` +
          `placeholder addresses. ${REBUILD} A synth that deploys nothing may accept it with -c allowDemoBuild=true.`,
      );
    }
  }
  // A build without a stamp (or no build at all) is refused by StaticSite, with its own message.

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const stack = new SiteStack(app, options.config.deploy.stackName, {
    config: toDeployConfig(options.config),
    webBuildPath,
    tokenMint: options.config.site.token.mintAddress,
    donationWallet: options.config.site.donationWallet,
    ...(options.config.site.donationControl ? { donationControl: options.config.site.donationControl } : {}),
    siteUrl: options.config.site.share.siteUrl,
    officialList: {
      ...officialList(options.config.site),
      telegramHandles: telegramHandles(options.config.site),
    },
    ledgerListedMints: options.config.site.ledgerAssets.map((asset) => asset.mint),
    donateEnvironment: donateEnvironment(options.config.site),
    // The holder feed stores the labels in English: the page names each address in its own locale.
    holderStats: {
      ...options.config.site.supply,
      labelled: options.config.site.supply.labelled.map((entry) => ({
        ...entry,
        label: englishOf(entry.label),
      })),
    },
    ...(options.projectRoot ? { projectRoot: options.projectRoot } : {}),
    ...(options.env ? { env: options.env } : {}),
    description: 'Community token landing site: static site on CloudFront, API on Lambda',
  });
  if (placeholders.length > 0) {
    Annotations.of(stack).addWarningV2(
      'site:placeholder-config',
      `${source} has placeholder values in ${placeholders.join(', ')}: fine for synth, refused by a deploy.`,
    );
  }
  if (stamp?.demo) {
    Annotations.of(stack).addWarningV2(
      'site:demo-web-build',
      `The web build at ${webBuildPath} is a demo build: accepted for this synth only (allowDemoBuild).`,
    );
  }
  return stack;
}
