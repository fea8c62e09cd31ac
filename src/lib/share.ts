/** What the browser offers for sharing; a subset of Navigator so tests can pass a fake. */
export interface ShareTarget {
  share?: (data: { title: string; url: string }) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/**
 * Shares through the Web Share API when available, otherwise copies the link. Returns the message to show
 * ("" when the share sheet handled it or the visitor cancelled).
 */
export async function shareOrCopy(data: { title: string; url: string }, target: ShareTarget): Promise<string> {
  if (typeof target.share === 'function') {
    try {
      await target.share(data);
      return '';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return '';
      // Share refused (e.g. no user activation): fall through to copying.
    }
  }
  try {
    if (!target.clipboard) throw new Error('No clipboard');
    await target.clipboard.writeText(data.url);
    return 'Link copied to clipboard.';
  } catch {
    return `Copy this link: ${data.url}`;
  }
}
