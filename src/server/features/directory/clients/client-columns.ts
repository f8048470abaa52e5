import { clients } from '@server/db/schema';

/** The columns that name a client and show its picture: its id, slug, name, headline and image files. */
export const clientFaceColumns = {
  id: clients.id,
  slug: clients.slug,
  name: clients.name,
  headline: clients.headline,
  localimage: clients.localimage,
  profileImage: clients.profileImage,
};

/** The links of a client's profile, from LinkedIn to its book. */
export const clientLinkColumns = {
  linkedinUrl: clients.linkedinUrl,
  instagramUrl: clients.instagramUrl,
  facebookUrl: clients.facebookUrl,
  websiteUrl: clients.websiteUrl,
  youtubeUrl: clients.youtubeUrl,
  bookUrl: clients.bookUrl,
};
