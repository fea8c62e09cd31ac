import type { APIRoute } from 'astro';
import { getSingleton } from '../../lib/content';
import { renderPdf } from '../../lib/pdf/document';
import { sellersGuidePdf } from '../../lib/pdf/guides';
import { getSite } from '../../lib/site';

/** Prerendered to dist/guides/sellers-guide.pdf from data/guides/sellers.json. */
export const GET: APIRoute = async () => {
  const { blocks, meta } = sellersGuidePdf(await getSingleton('sellersGuide'), await getSite());
  const bytes = await renderPdf(blocks, meta);
  return new Response(bytes.slice().buffer, { headers: { 'Content-Type': 'application/pdf' } });
};
