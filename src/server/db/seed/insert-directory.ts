import type { Db } from '../client';
import {
  awards,
  bookings,
  clients,
  episodes,
  keyFactKeywords,
  keyFacts,
  keywords,
  mediaImages,
  podcasts,
  prItems,
  profileKeywords,
  socialAccounts,
  talkingPoints,
  videos as videosTable,
} from '../schema';
import { bioMarkdown, DEMO_PODCASTS, fakeYoutubeId, keyFacts as factsOf, sampleQuestions, slugify, talkingPoints as pointsOf, videos as videosOf } from './content';
import type { DemoImages } from './generate-images';
import type { DemoPerson } from './people';

const DAY = 86_400_000;

/** Inserts the profiles with everything they show; returns each client's id, slug and name in order. */
export async function insertDemoDirectory(db: Db, people: DemoPerson[], images: DemoImages) {
  const rows = await db
    .insert(clients)
    .values(
      people.map((p, i) => {
        const slug = slugify(p.name);
        const website = `https://${slugify(p.company)}.example.com`;
        return {
          slug,
          name: p.name,
          headline: `${p.title}, ${p.company}`,
          narrativeBio: bioMarkdown(p, i, website),
          localimage: images.portraits[i],
          featured: i % 4 === 0,
          goaCategories: p.categories,
          linkedinUrl: `https://www.linkedin.com/in/${slug}-demo`,
          websiteUrl: website,
          youtubeUrl: i % 3 === 0 ? `https://www.youtube.com/@${slug.replace(/-/g, '')}` : null,
          instagramUrl: i % 4 === 1 ? `https://www.instagram.com/${slug.replace(/-/g, '')}` : null,
          bookUrl: i % 5 === 2 ? `https://books.example.com/${slug}` : null,
          sampleQuestions: sampleQuestions(p),
        };
      }),
    )
    .returning({ id: clients.id, slug: clients.slug, name: clients.name });

  await db.insert(profileKeywords).values(rows.flatMap((c, i) => people[i].keywords.map((name, position) => ({ clientId: c.id, name, position }))));
  await db.insert(talkingPoints).values(rows.flatMap((c, i) => pointsOf(people[i]).map((tp, position) => ({ clientId: c.id, ...tp, position }))));
  await db.insert(mediaImages).values(
    rows.flatMap((c, i) =>
      images.media[i].map((file, position) => ({ clientId: c.id, localFilename: file, alt: `${c.name}`, caption: ['Keynote', 'Panel conversation', 'Behind the scenes'][position], position })),
    ),
  );
  await db.insert(socialAccounts).values(
    rows.flatMap((c) => [
      { clientId: c.id, platform: 'linkedin', handle: c.slug, url: `https://www.linkedin.com/in/${c.slug}-demo`, followers: 4_000 + c.id * 731 },
      { clientId: c.id, platform: 'x', handle: `@${c.slug.replace(/-/g, '')}`, url: `https://x.com/${c.slug.replace(/-/g, '')}`, followers: 1_200 + c.id * 311 },
    ]),
  );

  const videoRows = await db
    .insert(videosTable)
    .values(
      rows.flatMap((c, i) =>
        videosOf(people[i]).map((v, j) => ({
          clientId: c.id,
          ...v,
          youtubeId: fakeYoutubeId(`${c.slug}-${j}`),
          localThumbnail: `/uploads/${images.thumbnails[i][j]}`,
          toApprove: j === 2 ? 1 : 0,
          featured: j === 0 && i % 3 === 0,
          hasTranscript: j === 0,
          publishedAt: new Date(Date.now() - (i * 3 + j + 2) * 9 * DAY),
        })),
      ),
    )
    .returning({ id: videosTable.id, clientId: videosTable.clientId, toApprove: videosTable.toApprove });

  const facts = videoRows.flatMap((v) => {
    if (v.toApprove !== 0) return [];
    const personIndex = rows.findIndex((c) => c.id === v.clientId);
    const videoIndex = videoRows.filter((o) => o.clientId === v.clientId).findIndex((o) => o.id === v.id);
    return factsOf(people[personIndex], videoIndex).map((f) => ({ videoId: v.id, ...f }));
  });
  const keywordNames = [...new Set(facts.flatMap((f) => f.keywords))];
  const keywordRows = await db.insert(keywords).values(keywordNames.map((name) => ({ name }))).returning();
  const factRows = await db.insert(keyFacts).values(facts.map(({ videoId, fact }) => ({ videoId, fact }))).returning({ id: keyFacts.id });
  await db.insert(keyFactKeywords).values(
    factRows.flatMap((row, i) =>
      [...new Set(facts[i].keywords)].map((name) => ({ keyFactId: row.id, keywordId: keywordRows.find((k) => k.name === name)!.id })),
    ),
  );

  const podcastRows = await db.insert(podcasts).values(DEMO_PODCASTS.map((p) => ({ ...p, websiteUrl: `https://${slugify(p.name)}.example.fm` }))).returning();
  await db.insert(episodes).values(
    rows.flatMap((c, i) =>
      [0, 1].slice(0, 1 + (i % 2)).map((k) => {
        const show = podcastRows[(i + k * 3) % podcastRows.length];
        const topic = people[i].topics[k][0];
        return {
          podcastId: show.id,
          clientId: c.id,
          title: `${topic} with ${c.name}`,
          description: `${show.host} talks with ${c.name} about ${topic.toLowerCase()}.`,
          url: `https://${slugify(show.name)}.example.fm/episodes/${c.slug}-${k + 1}`,
          publishedAt: new Date(Date.now() - (i * 5 + k * 40 + 7) * DAY),
        };
      }),
    ),
  );

  await db.insert(bookings).values(
    rows.slice(0, 8).map((c, i) => ({
      clientId: c.id,
      showName: podcastRows[i % podcastRows.length].name,
      hostName: podcastRows[i % podcastRows.length].host,
      status: ['confirmed', 'requested', 'recorded'][i % 3],
      scheduledFor: new Date(Date.now() + (i + 1) * 6 * DAY),
    })),
  );
  await db.insert(prItems).values(
    rows.slice(0, 10).map((c, i) => ({ clientId: c.id, title: `${c.name} on ${people[i].topics[0][0].toLowerCase()}`, outlet: ['Business Weekly', 'The Ledger', 'Industry Today'][i % 3], url: `https://news.example.com/${c.slug}` })),
  );
  await db.insert(awards).values(rows.slice(0, 6).map((c, i) => ({ clientId: c.id, title: ['Executive of the Year', 'Top 40 Under 40', 'Innovation Leader'][i % 3], issuer: 'Industry Council', year: 2022 + (i % 3) })));
  return rows;
}
