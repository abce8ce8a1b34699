import middy from '@middy/core';
import { localize } from '../content/localize.js';
import { configuredChannels } from '../delivery/channels.js';
import { channelLocales, parseDeliveryConfig } from '../delivery/delivery-config.js';
import { runSender } from '../delivery/sender.js';
import { openFirestore } from '../platform/database/standalone-firestore.js';
import { logger } from '../platform/observability/logger.js';
import { countMetric } from '../platform/observability/metrics.js';
import { observability } from '../platform/observability/middleware.js';

const config = parseDeliveryConfig(process.env);
const channels = configuredChannels(config);

/**
 * Scheduled: posts the due announcements to Telegram and Discord (delivery/sender.ts, ADR 36), each
 * channel in its language with the content domain's localisation (ADR 25: the handler composes them).
 */
export const handler = middy(async () => {
  const db = await openFirestore({
    projectId: config.FIREBASE_PROJECT_ID,
    emulatorHost: config.FIRESTORE_EMULATOR_HOST,
    serviceAccountSecretArn: config.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN,
  });
  const report = await runSender({
    db,
    channels,
    siteOrigin: config.DELIVERY_SITE_ORIGIN,
    official: config.DELIVERY_OFFICIAL,
    locales: channelLocales(config),
    // The site's rule for a translation's missing fields, from the content domain (ADR 28).
    localize: (locale, announcement) => localize('announcements', locale, announcement),
    log: (message, fields) => logger.info(message, fields),
  });
  countMetric('announcementDeliveriesFailed', report.failed + report.unknown);
  countMetric('announcementsMaybePostedTwice', report.maybeTwice);
  if (report.failed + report.unknown > 0 || config.LOCAL_STACK !== '1')
    logger.info('Deliveries', { ...report });
  return report;
}).use(observability());
