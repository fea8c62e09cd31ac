/** What the browser offers for sharing; a subset of Navigator so tests can pass a fake. */
export interface ShareTarget {
  share?: (data: { title: string; url: string }) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/** What the button says after copying, or when it could not: in the page's language (the page writes them). */
export interface ShareWords {
  copied: string;
  /** Followed by the link. */
  copyThis: string;
}

const ENGLISH_SHARE_WORDS: ShareWords = { copied: 'Link copied to clipboard.', copyThis: 'Copy this link:' };

/**
 * Shares through the Web Share API when available, otherwise copies the link. Returns the message to show
 * ("" when the share sheet handled it or the visitor cancelled).
 */
export async function shareOrCopy(
  data: { title: string; url: string },
  target: ShareTarget,
  words: ShareWords = ENGLISH_SHARE_WORDS,
): Promise<string> {
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
    return words.copied;
  } catch {
    return `${words.copyThis} ${data.url}`;
  }
}
