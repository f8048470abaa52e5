import { z } from 'zod';
import { httpUrl, paramId } from '@shared/api/fields';

/**
 * A guest's appearance record as open data: the oEmbed answer of a profile address. The list feed
 * and the embeddable card are sent as bytes (RSS, HTML), with no schema of their own.
 */

/** GET /api/oembed's query (oEmbed 1.0): the profile's address, the format (JSON only) and the most room the embed may take. */
export const oembedQuery = z.object({
  url: httpUrl(),
  /** Only json is answered; xml is refused with 501, as oEmbed asks of a format a provider does not offer. */
  format: z.enum(['json', 'xml'], 'The format is json or xml').optional(),
  maxwidth: paramId('The largest width is a whole number of pixels').optional(),
  maxheight: paramId('The largest height is a whole number of pixels').optional(),
});

/**
 * The oEmbed 1.0 answer of type "rich": the guest's card in an iframe, sized within the room asked
 * for, and the share image as its thumbnail when it fits that room (oEmbed asks a thumbnail to).
 */
export const oembedAnswer = z.object({
  version: z.literal('1.0'),
  type: z.literal('rich'),
  provider_name: z.string(),
  provider_url: z.string(),
  title: z.string(),
  author_name: z.string(),
  author_url: z.string(),
  html: z.string(),
  width: z.number(),
  height: z.number(),
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.number().optional(),
  thumbnail_height: z.number().optional(),
});

/** The oEmbed answer as the server builds it. */
export type OembedAnswer = z.infer<typeof oembedAnswer>;
