import { z } from 'zod';

/** Days a deleted entry stays in the bin before the schedule purges it (`BIN_RETENTION_DAYS`, default 30). */
export const binRetentionDays = z.coerce
  .number()
  .int()
  .min(1)
  .max(365)
  .default(30)
  .parse(process.env.BIN_RETENTION_DAYS || undefined);
