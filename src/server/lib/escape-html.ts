/** Escapes text for an HTML attribute or element (each of & < > " ' as its numeric reference). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
