import { escapeHtml } from '@server/lib/escape-html';
import { scriptSafeJson } from '@server/lib/script-safe-json';
import type { PageMeta } from './page-meta';

/**
 * The <title>, description, Open Graph and Twitter tags of a page, the preload of its portrait, its
 * alternate forms and its JSON-LD (script-safe).
 */
export function renderHeadTags(meta: PageMeta, siteName: string): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    `<meta property="og:site_name" content="${e(siteName)}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta name="twitter:title" content="${e(meta.title)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
  ];
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (meta.url) tags.push(`<meta property="og:url" content="${e(meta.url)}" />`);
  if (meta.image) {
    tags.push(
      `<meta property="og:image" content="${e(meta.image)}" />`,
      '<meta property="og:image:width" content="800" />',
      '<meta property="og:image:height" content="800" />',
      `<meta name="twitter:image" content="${e(meta.image)}" />`,
      '<meta name="twitter:card" content="summary_large_image" />',
    );
  } else {
    tags.push('<meta name="twitter:card" content="summary" />');
  }
  if (meta.portrait) {
    tags.push(`<link rel="preload" as="image" imagesrcset="${e(meta.portrait.srcset)}" imagesizes="${e(meta.portrait.sizes)}" fetchpriority="high" />`);
  }
  for (const alternate of meta.alternates ?? []) {
    tags.push(`<link rel="alternate" type="${e(alternate.type)}" title="${e(alternate.title)}" href="${e(alternate.href)}" />`);
  }
  if (meta.structuredData) tags.push(`<script type="application/ld+json">${scriptSafeJson(meta.structuredData)}</script>`);
  return tags.join('\n    ');
}
