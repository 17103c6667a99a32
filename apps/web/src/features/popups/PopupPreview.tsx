import { createElement, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { POPUP_HTML_TAGS } from '@vigil/contracts';

/** The elements the server's sanitiser keeps (the contracts' one list). */
const KEPT = new Set<string>(POPUP_HTML_TAGS);
const VOID = new Set(['br', 'hr']);

function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  return /^(https?:|mailto:)/i.test(href.trim()) ? href.trim() : undefined;
}

/** Element nodes become React elements of the kept tags only; no attribute but a safe href is kept. */
function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  const children = Array.from(el.childNodes).map(toReact);
  if (!KEPT.has(tag)) {
    // Dropped with its content, as the server does for these; other unknown tags keep their text.
    if (['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'noscript', 'textarea'].includes(tag))
      return null;
    return createElement('span', { key }, ...children);
  }
  const props: Record<string, unknown> = { key };
  if (tag === 'a')
    Object.assign(props, {
      href: safeHref(el.getAttribute('href')),
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  return VOID.has(tag) ? createElement(tag, props) : createElement(tag, props, ...children);
}

/**
 * The live preview of a description being typed. The text is not sanitised yet (the server does it
 * when saving), so it is never handed to innerHTML: it is parsed into an inert document (DOMParser
 * runs no script and loads nothing) and rebuilt as React elements of the kept tags only.
 */
export function PopupPreview({ title, html }: { title: string; html: string }) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const content = Array.from(doc.body.childNodes).map(toReact);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="overline" color="text.secondary">
        Preview
      </Typography>
      <Box
        data-testid="popup-preview"
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 2,
          minHeight: 200,
          bgcolor: 'background.paper',
          '& p': { my: 1 },
          '& a': { color: 'primary.main' },
        }}
      >
        <Typography variant="h6" sx={{ mb: 1 }}>
          {title || 'Title'}
        </Typography>
        {content}
      </Box>
    </Box>
  );
}
