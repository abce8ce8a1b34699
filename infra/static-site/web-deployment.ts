import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { BUILD_STAMP_FILE } from '../../web/build-plugins/build-stamp';

/** Folder of the web build whose file names carry a content hash (Vite's `assetsDir`). */
export const HASHED_ASSETS_DIR = 'assets';

/** Properties of {@link WebDeployment}. */
export interface WebDeploymentProps {
  /** Folder of the built web app. */
  readonly webBuildPath: string;
  /** Destination bucket. */
  readonly bucket: s3.IBucket;
  /** Distribution whose cached pages are invalidated after each upload. */
  readonly distribution: cloudfront.IDistribution;
}

/**
 * Uploads the web build in two steps: hashed assets first (immutable, never pruned, so a tab opened
 * before a deploy can still load its lazy chunks), then everything else (no-cache), then invalidates.
 */
export class WebDeployment extends Construct {
  /** Upload of the hashed assets, when the build has any. */
  public readonly assets?: s3deploy.BucketDeployment;
  /** Upload of the pages and other unhashed files. */
  public readonly pages: s3deploy.BucketDeployment;

  constructor(scope: Construct, id: string, props: WebDeploymentProps) {
    super(scope, id);
    const assetsPath = join(props.webBuildPath, HASHED_ASSETS_DIR);
    // Only runs during deploys; more memory makes the unzip and upload of the brand pack quicker.
    const memoryLimit = 512;

    if (existsSync(assetsPath)) {
      this.assets = new s3deploy.BucketDeployment(this, 'Assets', {
        sources: [s3deploy.Source.asset(assetsPath)],
        destinationBucket: props.bucket,
        destinationKeyPrefix: `${HASHED_ASSETS_DIR}/`,
        prune: false,
        cacheControl: [
          s3deploy.CacheControl.setPublic(),
          // One year: the longest lifetime browsers honour.
          s3deploy.CacheControl.maxAge(Duration.days(365)),
          s3deploy.CacheControl.immutable(),
        ],
        memoryLimit,
      });
    }

    this.pages = new s3deploy.BucketDeployment(this, 'Pages', {
      // The build stamp is for synthesis only: it is not served.
      sources: [
        s3deploy.Source.asset(props.webBuildPath, { exclude: [`${HASHED_ASSETS_DIR}/**`, BUILD_STAMP_FILE] }),
      ],
      destinationBucket: props.bucket,
      // Excluded keys are neither uploaded nor pruned: the assets stay where the first step put them.
      exclude: [`${HASHED_ASSETS_DIR}/*`, BUILD_STAMP_FILE],
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit,
    });
    if (this.assets) {
      this.pages.node.addDependency(this.assets);
    }
  }
}
