import { lazy, type ReactNode, Suspense, useState } from 'react';

const Markdown = lazy(() => import('./Markdown'));

/** A short fingerprint of a text (FNV-1a, 32 bits): tells whether the page already shows it. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** The HTML the page already shows for `markdown` under `id` (rendered on the server), if it does. */
function shownHtml(id: string, markdown: string): string | null {
  if (typeof document === 'undefined') return null;
  const shown = document.getElementById(id);
  return shown?.dataset.markdown === fingerprint(markdown) ? shown.innerHTML : null;
}

/**
 * Markdown (components/ui/Markdown) that a server-rendered page keeps as it arrived: hydration
 * reuses the HTML already shown, so the browser loads and runs no markdown code for it. A text
 * the page doesn't show yet (an edit, a sync, another page) is rendered by Markdown, with
 * `fallback` while its code loads.
 */
export function KeptMarkdown({ id, children, fallback }: { id: string; children: string; fallback: ReactNode }) {
  const [kept] = useState(() => ({ markdown: children, html: shownHtml(id, children) }));
  const mark = fingerprint(children);
  if (kept.html !== null && kept.markdown === children) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own server-rendered markdown (no raw HTML), read back from the DOM; hydration keeps it and never writes it again
    return <div id={id} data-markdown={mark} dangerouslySetInnerHTML={{ __html: kept.html }} />;
  }
  return (
    <div id={id} data-markdown={mark}>
      <Suspense fallback={fallback}>
        <Markdown>{children}</Markdown>
      </Suspense>
    </div>
  );
}
