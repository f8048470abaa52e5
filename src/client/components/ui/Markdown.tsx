import ReactMarkdown, { type Components, defaultUrlTransform } from 'react-markdown';

const COMPONENTS: Components = {
  h1: ({ children }) => <h3 className="mt-6 font-display text-xl text-ink">{children}</h3>,
  h2: ({ children }) => <h4 className="mt-5 font-display text-lg text-ink">{children}</h4>,
  h3: ({ children }) => <h5 className="mt-4 font-semibold text-ink">{children}</h5>,
  p: ({ children }) => <p className="mt-3 leading-relaxed text-ink-soft first:mt-0">{children}</p>,
  // a link whose address was blanked (an unsafe scheme) is its plain text, not a focusable <a href="">
  a: ({ children, href }) =>
    href ? (
      <a href={href} className="text-accent underline underline-offset-2 hover:text-accent/80" target="_blank" rel="noreferrer noopener">
        {children}
      </a>
    ) : (
      children
    ),
  ul: ({ children }) => <ul className="mt-3 list-disc space-y-1 pl-5 text-ink-soft">{children}</ul>,
  ol: ({ children }) => <ol className="mt-3 list-decimal space-y-1 pl-5 text-ink-soft">{children}</ol>,
};

/**
 * Markdown as profiles show it: no raw HTML, headings 1–3 shown as 3–5, and only http, https,
 * irc, ircs, mailto, xmpp and relative addresses in links and images (a link to any other is
 * shown as plain text, an image with one is blanked).
 */
export default function Markdown({ children }: { children: string }) {
  return (
    <ReactMarkdown components={COMPONENTS} urlTransform={defaultUrlTransform} skipHtml>
      {children}
    </ReactMarkdown>
  );
}
