import { z } from 'zod';
import { isoDate } from './article.ts';
import { WEEKDAYS } from './showing-fields.ts';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = z.string().regex(CLOCK, 'Use 24-hour time, e.g. 09:00 or 16:30');

/** One weekday's showing hours in the office's time zone; a weekday without an entry has no showings. */
const dayHours = z
  .object({
    day: z.enum(WEEKDAYS),
    open: clock.describe('The first showing may start at (24-hour time)'),
    close: clock.describe('The last showing ends by (24-hour time)'),
  })
  // Compared only once both are 24-hour times ("9:00" sorts after "16:00").
  .refine(({ open, close }) => !CLOCK.test(open) || !CLOCK.test(close) || open < close, {
    message: 'Close must be after open',
    path: ['close'],
  });

/** site.json `showings`: when private showings may be requested (README, Private showings). */
export const showingSettingsSchema = z
  .object({
    hours: z
      .array(dayHours)
      .refine((days) => new Set(days.map(({ day }) => day)).size === days.length, 'List each weekday once')
      .describe('Showing hours per weekday, in Rhode Island time; leave a weekday out for no showings that day'),
    leadHours: z
      .number()
      .int()
      .min(0)
      .max(168)
      .default(24)
      .describe('How many hours ahead a showing must be requested (default 24)'),
    slotMinutes: z.number().int().min(15).max(240).default(45).describe('Length of a showing in minutes (default 45)'),
    blackoutDates: z
      .array(z.object({ date: isoDate.describe('yyyy-mm-dd'), name: z.string().min(1).max(80) }))
      .default([])
      .describe('Days without showings (holidays)'),
  })
  .describe('Private showing requests on listing pages');

export type ShowingSettings = z.output<typeof showingSettingsSchema>;
