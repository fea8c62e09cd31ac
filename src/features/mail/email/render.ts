/** An e-mail's HTML from its React document. Pure. */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * React 19 adds an image preload for every <img> it renders (a <link> in <head>, or before the markup):
 * mail clients ignore them. React escapes `>` in attribute values, so a tag ends at the first one.
 */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

/** The document with its doctype; React escapes every text and attribute value in it. */
export function renderEmailHtml(email: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(email).replace(IMAGE_PRELOAD, '')}`;
}
