import type { APIRoute } from 'astro';
import { getSingleton } from '#src/lib/content.ts';
import { renderPdf } from '#src/lib/pdf/document.ts';
import { sellersGuidePdf } from '#src/lib/pdf/guides.ts';
import { getSite } from '#src/lib/site.ts';

/** Prerendered to dist/guides/sellers-guide.pdf from data/guides/sellers/sellers.en.json. */
export const GET: APIRoute = async () => {
  const { blocks, meta } = sellersGuidePdf(await getSingleton('sellersGuide'), await getSite());
  const bytes = await renderPdf(blocks, meta);
  return new Response(bytes.slice().buffer, { headers: { 'Content-Type': 'application/pdf' } });
};
