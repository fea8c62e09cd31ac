// What a reader sees of HTML text without markup: the entities React writes for the five special characters,
// decoded. Any other entity stays as written, so a test comparing the result with typed text notices it.
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

export function unescapeHtml(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}
