/**
 * Who a testimonial quotes, as it reads under the quote: "— Hana Host, The Long Game" (the show
 * alone when the host's name is not known). Without zod: the public profile's chunk reads it.
 */
export function quoteAttribution(hostName: string | null, showName: string): string {
  return hostName ? `— ${hostName}, ${showName}` : `— ${showName}`;
}
