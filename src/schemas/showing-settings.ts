import { z } from 'zod';

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour time, e.g. 09:00 or 16:30');

/** One day's showing hours in the office's time zone, or null when no showings are offered that day. */
const dayHours = z
  .object({ open: clock.describe('First showing may start at'), close: clock.describe('Last showing ends by') })
  .refine(({ open, close }) => open < close, { message: 'Close must be after open', path: ['close'] })
  .nullable();

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** site.json `showings`: when private showings may be requested (README, Private showings). */
export const showingSettingsSchema = z
  .object({
    hours: z
      .object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>)
      .describe('Showing hours per weekday, in Rhode Island time; empty for a day without showings'),
    leadHours: z
      .number()
      .int()
      .min(0)
      .max(168)
      .default(24)
      .describe('How many hours ahead a showing must be requested (default 24)'),
    slotMinutes: z.number().int().min(15).max(240).default(45).describe('Length of a showing in minutes (default 45)'),
    blackoutDates: z
      .array(z.object({ date: z.iso.date().describe('yyyy-mm-dd'), name: z.string().min(1).max(80) }))
      .default([])
      .describe('Days without showings (holidays)'),
  })
  .describe('Private showing requests on listing pages');

export type ShowingSettings = z.output<typeof showingSettingsSchema>;
