import type { BuyersGuide } from '#src/schemas/buyers-guide.ts';
import type { SellersGuide } from '#src/schemas/sellers-guide.ts';
import type { Site } from '#src/schemas/site.ts';
import { formatLongDate } from '#src/lib/format.ts';
import { stepNumber } from '#src/lib/figures.ts';
import type { PdfBlock, PdfMeta } from './document.ts';

/** The printable guides, built from the same data as the pages. Pure. */

function contactBlocks(site: Site): PdfBlock[] {
  return [
    { kind: 'heading', text: 'Contact Us' },
    { kind: 'paragraph', text: `${site.name}. Call ${site.phone}, or visit one of our offices:` },
    {
      kind: 'bullets',
      items: site.offices.map((o) => `${o.name}: ${o.street}, ${o.city}, ${o.state} ${o.zip}. ${o.hours.join('; ')}.`),
    },
  ];
}

function meta(title: string, subject: string, updated: string, site: Site, keywords: string[]): PdfMeta {
  return {
    title: `${title} | ${site.name}`,
    subject,
    author: site.name,
    keywords,
    date: new Date(`${updated}T12:00:00Z`),
    footer: `${site.name}  |  ${site.phone}  |  Updated ${formatLongDate(updated)}`,
  };
}

export function sellersGuidePdf(guide: SellersGuide, site: Site): { blocks: PdfBlock[]; meta: PdfMeta } {
  const blocks: PdfBlock[] = [
    { kind: 'title', text: 'The Sellers Guide' },
    { kind: 'subtitle', text: `${site.name}: ${guide.hero.headline}` },
    { kind: 'paragraph', text: guide.hero.lead },
    { kind: 'heading', text: guide.services.heading },
    ...guide.services.items.map((card): PdfBlock => ({ kind: 'step', title: card.title, text: card.text })),
    { kind: 'heading', text: guide.comparison.heading },
    {
      kind: 'table',
      columns: [guide.comparison.featureLabel, site.name, guide.comparison.competitionLabel],
      widths: [1, 2, 2],
      rows: guide.comparison.rows.map((row) => [row.feature, row.brand, row.competition]),
    },
    { kind: 'heading', text: guide.process.heading },
    ...(guide.process.intro ? [{ kind: 'paragraph', text: guide.process.intro } as const] : []),
    ...guide.process.steps.map((step, i): PdfBlock => ({
      kind: 'step',
      number: stepNumber(i),
      title: step.title,
      text: step.text,
    })),
    { kind: 'heading', text: guide.marketability.heading },
    ...guide.marketability.factors.map((card): PdfBlock => ({ kind: 'step', title: card.title, text: card.text })),
    { kind: 'heading', text: guide.statistics.heading },
    { kind: 'bullets', items: guide.statistics.items.map((stat) => `${stat.value} ${stat.text}`) },
    { kind: 'heading', text: guide.analysis.heading },
    { kind: 'paragraph', text: guide.analysis.text },
    ...contactBlocks(site),
  ];
  return {
    blocks,
    meta: meta('Sellers Guide', guide.metaDescription, guide.updated, site, [
      'sellers guide',
      'home selling',
      'Rhode Island',
    ]),
  };
}

export function buyersPacketPdf(guide: BuyersGuide, site: Site): { blocks: PdfBlock[]; meta: PdfMeta } {
  const blocks: PdfBlock[] = [
    { kind: 'title', text: 'The Buyers Packet' },
    { kind: 'subtitle', text: `${site.name}: ${guide.hero.headline}` },
    { kind: 'paragraph', text: guide.hero.lead },
    { kind: 'heading', text: guide.process.heading },
    ...guide.process.steps.map((step, i): PdfBlock => ({
      kind: 'step',
      number: stepNumber(i),
      title: step.title,
      text: step.text,
    })),
    { kind: 'heading', text: guide.checklist.heading },
    ...(guide.checklist.intro ? [{ kind: 'paragraph', text: guide.checklist.intro } as const] : []),
    ...guide.checklist.groups.flatMap((group): PdfBlock[] => [
      { kind: 'paragraph', text: group.title },
      {
        kind: 'table',
        columns: ['Item', 'Plan for', 'Notes'],
        widths: [2, 1.3, 3.5],
        rows: group.items.map((i) => [i.item, i.requirement, i.note]),
      },
    ]),
    { kind: 'heading', text: guide.regions.heading },
    {
      kind: 'table',
      columns: ['Region', 'Price range', 'Overview'],
      widths: [2, 1.6, 4],
      rows: guide.regions.items.map((r) => [r.name, r.priceRange, r.text]),
    },
    { kind: 'heading', text: guide.advantages.heading },
    ...guide.advantages.items.map((card): PdfBlock => ({ kind: 'step', title: card.title, text: card.text })),
    ...contactBlocks(site),
  ];
  return {
    blocks,
    meta: meta('Buyers Packet', guide.metaDescription, guide.updated, site, [
      'buyers guide',
      'home buying',
      'Rhode Island',
    ]),
  };
}
