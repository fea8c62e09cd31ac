import { z } from 'zod';
import { showingSettingsSchema } from './showing-settings.ts';

/** A US phone number as shown to visitors, e.g. "(401) 555-0100". */
const phone = z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'Use the format (401) 555-0100');
const externalUrl = z.url({ protocol: /^https?$/ });

export const officeSchema = z.object({
  name: z.string().min(1).describe('Office name shown on cards and the map'),
  street: z.string().min(1),
  city: z.string().min(1),
  state: z.string().length(2),
  zip: z.string().regex(/^\d{5}$/),
  phone,
  email: z.email(),
  hours: z.array(z.string().min(1)).min(1).describe('One line per entry, e.g. "Monday-Friday 9:00 AM-4:00 PM"'),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type Office = z.infer<typeof officeSchema>;

const linkSchema = z.object({ label: z.string().min(1), url: externalUrl });

export const siteSchema = z.object({
  name: z.string().min(1).describe('Brand name, fills {product} in copy'),
  shortName: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(50).max(170).describe('Default meta description'),
  network: z.string().min(1).describe('The global luxury network the brand is affiliated with'),
  phone: phone.describe('Main office number'),
  departments: z
    .array(z.object({ name: z.string().min(1), email: z.email() }))
    .length(3)
    .describe('Broker of record, corporate inquiries, media inquiries'),
  careersEmail: z.email(),
  privacyEmail: z.email().describe('Where visitors ask for a copy of their data or its deletion (the privacy policy)'),
  licenseNumber: z
    .string()
    .min(3)
    .describe("The brokerage's Rhode Island real estate license number, shown in the footer"),
  brokerOfRecord: z.string().min(3).describe('The principal broker of record, named in the footer'),
  leadsEmail: z
    .email()
    .describe('Leads inbox: receives every inquiry and valuation request (see README, Lead delivery)'),
  offices: z.array(officeSchema).length(2),
  social: z.array(linkSchema).min(1),
  partners: z.array(linkSchema.extend({ kind: z.string().min(1), logo: z.string().startsWith('/') })).length(4),
  links: z.object({
    advisorLogin: externalUrl,
    externalPropertiesSite: externalUrl
      .optional()
      .describe(
        "Leave empty: Properties and the buyers' guide link to this site's own search. Set it only to send them to an outside properties site instead, in a new tab",
      ),
    partnersSite: externalUrl,
    launchVideo: externalUrl.describe('youtube-nocookie embed URL'),
    storiedSubscribe: externalUrl,
    aircraftQuoteForm: externalUrl,
    aircraftDestinations: externalUrl,
    caresDonate: externalUrl,
  }),
  aircraftQuotePhone: phone,
  fairHousing: z.object({
    complaintLine: z.string().min(1).describe('Federal housing agency complaint phone line'),
    agency: z.string().min(1),
  }),
  mortgage: z
    .object({
      defaultRate: z.number().min(0).max(30).describe('Interest rate (%) the mortgage estimate starts with'),
      rateAsOf: z.iso.date().describe('The day that rate was read (yyyy-mm-dd), shown beside the estimate'),
      insuranceRate: z
        .number()
        .min(0)
        .max(5)
        .describe(
          "Home insurance estimate: a year's premium as a percentage of the price (0.45 means $4,500 a year on $1,000,000)",
        ),
    })
    .describe('Mortgage estimate on listing pages'),
  showings: showingSettingsSchema,
  idx: z
    .object({
      disclaimer: z
        .string()
        .min(80)
        .describe(
          "Shown below MLS listings: name the source (the State-Wide MLS IDX Program), say that other brokerages' listings carry the listing brokerage's name, and that the information is deemed reliable but not guaranteed",
        ),
      lastUpdated: z
        .string()
        .regex(/^[^{}]*\{syncedAt\}[^{}]*$/, 'Write {syncedAt} once, where the time of the last update goes')
        .describe(
          'Follows the disclaimer once listings have been fetched from the MLS; {syncedAt} becomes the time of the last successful update',
        ),
    })
    .describe('IDX display rules of the State-Wide MLS'),
});
export type Site = z.infer<typeof siteSchema>;
