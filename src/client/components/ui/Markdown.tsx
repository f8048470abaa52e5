import ReactMarkdown, { type Components, defaultUrlTransform } from 'react-markdown';

/** The heading level a markdown text's highest heading takes: the sections it sits in are h2. */
const TOP_HEADING_LEVEL = 3;

/** A node of the HTML tree react-markdown renders, as far as the headings' pass reads it. */
interface TreeNode {
  type: string;
  tagName?: string;
  children?: TreeNode[];
}

const HEADING = /^h([1-6])$/;

/**
 * A rehype pass that moves the text's headings down as a block, its highest to TOP_HEADING_LEVEL
 * (h6 at the most), keeping their steps: a bio that starts at "##" reads as h3, never an h4 after
 * the page's h2 (an outline with a level skipped).
 */
function headingsUnderSection() {
  return (tree: TreeNode) => {
    const headings: TreeNode[] = [];
    const walk = (node: TreeNode) => {
      if (node.type === 'element' && HEADING.test(node.tagName ?? '')) headings.push(node);
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
    const levelOf = (node: TreeNode) => Number(HEADING.exec(node.tagName ?? '')?.[1]);
    const highest = Math.min(...headings.map(levelOf));
    for (const heading of headings) heading.tagName = `h${Math.min(6, levelOf(heading) - highest + TOP_HEADING_LEVEL)}`;
  };
}

const REHYPE_PLUGINS = [headingsUnderSection];

const MINOR_HEADING = 'mt-4 font-semibold text-ink';

const COMPONENTS: Components = {
  h3: ({ children }) => <h3 className="mt-6 font-display text-xl text-ink">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-5 font-display text-lg text-ink">{children}</h4>,
  h5: ({ children }) => <h5 className={MINOR_HEADING}>{children}</h5>,
  h6: ({ children }) => <h6 className={MINOR_HEADING}>{children}</h6>,
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
 * Markdown as profiles show it: no raw HTML, headings moved down under the page's sections (the
 * highest an h3), and only http, https, irc, ircs, mailto, xmpp and relative addresses in links
 * and images (a link to any other is shown as plain text, an image with one is blanked).
 */
export default function Markdown({ children }: { children: string }) {
  return (
    <ReactMarkdown components={COMPONENTS} rehypePlugins={REHYPE_PLUGINS} urlTransform={defaultUrlTransform} skipHtml>
      {children}
    </ReactMarkdown>
  );
}
