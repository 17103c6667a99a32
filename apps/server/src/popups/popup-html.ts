import sanitizeHtml from 'sanitize-html';
import { POPUP_HTML_TAGS } from '@vigil/contracts';

/**
 * THE sanitiser of a popup's description (stored sanitised, and the only HTML the console renders
 * with dangerouslySetInnerHTML): basic formatting and links survive; scripts, styles, iframes,
 * forms, event handlers (onerror…), style attributes and javascript:/data: URLs do not. Links open
 * in a new tab without handing over the console's window (rel noopener noreferrer).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...POPUP_HTML_TAGS],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped together with what they hold (the default keeps the text of unknown tags).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

export function sanitizePopupHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text a person would read, for "Description is required" after sanitising. */
export function popupHtmlHasText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}
