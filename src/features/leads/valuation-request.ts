/** The valuation request as an inquiry: the readable message and the payload. Pure; only the dialog loads it. */
import type { InquiryPayload } from '#src/schemas/inquiry.ts';
import type { ValuationFormValues } from '#src/schemas/valuation.ts';
import {
  CONDITION_OPTIONS,
  OCCUPANCY_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
  type ValuationChoices,
} from '#src/schemas/valuation-fields.ts';
import { formatPriceFull } from '#src/lib/format.ts';

export const VALUATION_INTEREST_TYPE = 'Home Valuation';

const label = (options: ValuationChoices, value: string): string => options.find(([v]) => v === value)?.[1] ?? value;

/** "$1,250,000" for a plain number like "1250000" or "$1,250,000"; anything else as typed. */
function readablePrice(text: string): string {
  const digits = text.replace(/[$,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(digits) ? formatPriceFull(Number(digits)) : text;
}

/**
 * The valuation request as readable text, one line per entry, leaving out empty optional fields:
 * address, property details, timeline, occupancy, condition, target price, upgrades and notes.
 */
export function composeValuationMessage(values: ValuationFormValues): string {
  const text = (value: string | undefined) => value?.trim() ?? '';
  const street = [text(values.addressLine1), text(values.addressLine2)].filter(Boolean).join(', ');
  const place = `${text(values.city)}, ${text(values.state).toUpperCase()} ${text(values.zip)}`;
  const lines: [string, string][] = [
    ['Property address', `${street}, ${place}`],
    ['Property type', label(PROPERTY_TYPE_OPTIONS, text(values.propertyType))],
    ['Bedrooms', text(values.beds)],
    ['Bathrooms', text(values.baths)],
    ['Square feet', text(values.squareFeet)],
    ['Lot size', text(values.lotSize)],
    ['Year built', text(values.yearBuilt)],
    ['Selling timeline', label(TIMELINE_OPTIONS, text(values.timeline))],
    ['Occupancy', label(OCCUPANCY_OPTIONS, text(values.occupancy))],
    ['Condition', label(CONDITION_OPTIONS, text(values.condition))],
    ['Target price', text(values.targetPrice) && readablePrice(text(values.targetPrice))],
    ['Upgrades', text(values.upgrades)],
    ['Notes', text(values.notes)],
  ];
  return [
    'Home valuation request',
    ...lines.filter(([, value]) => value).map(([name, value]) => `${name}: ${value}`),
  ].join('\n');
}

/** What the valuation dialog posts to /api/inquiries: the spec's five fields; consent is not sent. */
export function valuationToInquiry(values: ValuationFormValues): InquiryPayload {
  return {
    name: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    interestType: VALUATION_INTEREST_TYPE,
    message: composeValuationMessage(values),
  };
}
