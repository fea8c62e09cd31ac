import type { APIRoute } from 'astro';
import { getSingleton } from '../../lib/content';
import { renderPdf } from '../../lib/pdf/document';
import { buyersPacketPdf } from '../../lib/pdf/guides';
import { getSite } from '../../lib/site';

/** Prerendered to dist/guides/buyers-packet.pdf from data/guides/buyers.json. */
export const GET: APIRoute = async () => {
  const { blocks, meta } = buyersPacketPdf(await getSingleton('buyersGuide'), await getSite());
  const bytes = await renderPdf(blocks, meta);
  return new Response(bytes.slice().buffer, { headers: { 'Content-Type': 'application/pdf' } });
};
