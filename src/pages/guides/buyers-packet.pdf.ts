import type { APIRoute } from 'astro';
import { getSingleton } from '#src/lib/content.ts';
import { renderPdf } from '#src/lib/pdf/document.ts';
import { buyersPacketPdf } from '#src/lib/pdf/guides.ts';
import { getSite } from '#src/lib/site.ts';

/** Prerendered to dist/guides/buyers-packet.pdf from data/guides/buyers/buyers.en.json. */
export const GET: APIRoute = async () => {
  const { blocks, meta } = buyersPacketPdf(await getSingleton('buyersGuide'), await getSite());
  const bytes = await renderPdf(blocks, meta);
  return new Response(bytes.slice().buffer, { headers: { 'Content-Type': 'application/pdf' } });
};
