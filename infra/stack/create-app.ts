import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, type App, type Environment, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { isDemoBuildHtml } from '../../web/build/demo-build';
import { PROJECT_ROOT } from '../api/api';
import { type DeployConfig, findPlaceholders } from '../config/deploy-config';
import { SiteStack } from './site-stack';

/** Default location of the web build. */
export const WEB_BUILD_PATH = join(PROJECT_ROOT, 'web', 'dist');

/** Options of {@link addSiteStack}. */
export interface SiteAppOptions {
  /** The validated deploy configuration. */
  readonly config: DeployConfig;
  /** Account and region; absent values leave the stack environment-agnostic. */
  readonly env?: Environment;
  /** True when the CLI runs with AWS credentials, i.e. for a deploy: placeholders are then refused. */
  readonly deploying?: boolean;
  /** Name of the configuration's source, for messages. @default 'deploy configuration' */
  readonly configSource?: string;
  /** Folder of the built web app. @default web/dist */
  readonly webBuildPath?: string;
  /** Folder the route entries are relative to. @default the repository root */
  readonly projectRoot?: string;
}

/** Adds the site stack to `app`, with the AWS Solutions checks of cdk-nag. */
export function addSiteStack(app: App, options: SiteAppOptions): SiteStack {
  const source = options.configSource ?? 'deploy configuration';
  const placeholders = findPlaceholders(options.config);
  if (placeholders.length > 0 && options.deploying) {
    throw new Error(
      `Refusing to deploy: ${source} still has placeholder values in ${placeholders.join(', ')}. ` +
        'Set the real values (see infra/README.md) and run the command again.',
    );
  }

  const webBuildPath = options.webBuildPath ?? WEB_BUILD_PATH;
  const demoBuild = isDemoBuild(webBuildPath);
  if (demoBuild && options.deploying) {
    throw new Error(
      `Refusing to deploy: the web build at ${webBuildPath} is a demo build, which may show placeholder ` +
        'addresses. Set web/src/config/site.ts, run `npm run build:web`, then deploy again.',
    );
  }

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const stack = new SiteStack(app, options.config.stackName, {
    config: options.config,
    webBuildPath,
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
  if (demoBuild) {
    Annotations.of(stack).addWarningV2(
      'site:demo-web-build',
      `The web build at ${webBuildPath} is a demo build: fine for synth, refused by a deploy.`,
    );
  }
  return stack;
}

/** True when the web build's index.html carries the demo marker (`vite build --mode demo`). */
function isDemoBuild(webBuildPath: string): boolean {
  const index = join(webBuildPath, 'index.html');
  return existsSync(index) && isDemoBuildHtml(readFileSync(index, 'utf8'));
}
