import type { Db } from '../client';
import {
  assets,
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
import {
  bioMarkdown,
  DEMO_PODCASTS,
  fakeYoutubeId,
  keyFacts as factsOf,
  mediaCaptions,
  profileKeywords as keywordsOf,
  sampleQuestions,
  demoSlugOf,
  slugify,
  talkingPoints as pointsOf,
  videos as videosOf,
} from './content';
import type { DemoImages } from './generate-images';
import type { DemoPerson } from './people';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** One inserted demo profile. */
export interface DemoClientRef {
  id: number;
  slug: string;
  name: string;
}

/** Inserts the profiles with everything they show; returns each client's id, slug and name in people order. */
export async function insertDemoDirectory(db: Db, people: DemoPerson[], images: DemoImages): Promise<DemoClientRef[]> {
  // the demo images are uploads like any other: their sizes and dimensions recorded (the assets page, the image auditor)
  await db
    .insert(assets)
    .values(
      images.files.map((f) => ({
        storageKey: f.name,
        originalName: f.name,
        contentType: 'image/jpeg',
        byteSize: f.byteSize,
        width: f.width,
        height: f.height,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .insert(clients)
    .values(
      people.map((p, i) => {
        const slug = demoSlugOf(p);
        const handle = slug.replace(/-/g, '');
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
          youtubeUrl: i % 3 === 0 ? `https://www.youtube.com/@${handle}` : null,
          instagramUrl: i % 4 === 1 ? `https://www.instagram.com/${handle}` : null,
          facebookUrl: i % 5 === 3 ? `https://www.facebook.com/${handle}` : null,
          bookUrl: i % 5 === 2 ? `https://books.example.com/${slug}` : null,
          sampleQuestions: sampleQuestions(p, i),
        };
      }),
    )
    .returning({ id: clients.id, slug: clients.slug, name: clients.name });

  await db.insert(profileKeywords).values(rows.flatMap((c, i) => keywordsOf(people[i]).map((name, position) => ({ clientId: c.id, name, position }))));
  await db.insert(talkingPoints).values(rows.flatMap((c, i) => pointsOf(people[i], i).map((tp, position) => ({ clientId: c.id, ...tp, position }))));
  await db.insert(mediaImages).values(
    rows.flatMap((c, i) =>
      mediaCaptions(i).map((caption, position) => ({
        clientId: c.id,
        localFilename: `/uploads/${images.media[i][position]}`,
        alt: `${c.name}, ${caption.toLowerCase()}`,
        caption,
        position,
      })),
    ),
  );
  await db.insert(socialAccounts).values(
    rows.flatMap((c, i) => [
      { clientId: c.id, platform: 'linkedin', handle: c.slug, url: `https://www.linkedin.com/in/${c.slug}-demo`, followers: 4_000 + i * 731 },
      { clientId: c.id, platform: 'x', handle: `@${c.slug.replace(/-/g, '')}`, url: `https://x.com/${c.slug.replace(/-/g, '')}`, followers: 1_200 + i * 311 },
    ]),
  );

  const planned = rows.flatMap((c, i) => videosOf(people[i], i).map((video, j) => ({ client: c, person: i, index: j, video })));
  const videoRows = await db
    .insert(videosTable)
    .values(
      planned.map(({ client, person, index, video }) => ({
        clientId: client.id,
        ...video,
        youtubeId: fakeYoutubeId(`${client.slug}-${index}`),
        localThumbnail: `/uploads/${images.thumbnails[person][index]}`,
        hasTranscript: index === 0,
        publishedAt: daysAgo((person * 3 + index + 2) * 9),
        // pending imports were found weeks ago and never approved (what the stale-pending auto-delete rule clears)
        ...(video.toApprove === 1 ? { createdAt: daysAgo(40) } : {}),
      })),
    )
    .returning({ id: videosTable.id });
  const facts = planned.flatMap(({ person, index, video }, row) =>
    video.toApprove === 0 ? factsOf(people[person], person, index).map((f) => ({ videoId: videoRows[row].id, ...f })) : [],
  );
  const keywordRows = await db
    .insert(keywords)
    .values([...new Set(facts.flatMap((f) => f.keywords))].map((name) => ({ name })))
    .returning();
  const keywordId = new Map(keywordRows.map((k) => [k.name, k.id]));
  const factRows = await db
    .insert(keyFacts)
    .values(facts.map(({ videoId, fact }) => ({ videoId, fact })))
    .returning({ id: keyFacts.id });
  await db
    .insert(keyFactKeywords)
    .values(factRows.flatMap((row, i) => facts[i].keywords.map((name) => ({ keyFactId: row.id, keywordId: keywordId.get(name)! }))));

  const podcastRows = await db
    .insert(podcasts)
    .values(DEMO_PODCASTS.map((p) => ({ ...p, websiteUrl: `https://${slugify(p.name)}.example.fm` })))
    .returning();
  await db.insert(episodes).values(
    rows.flatMap((c, i) =>
      [0, 1].slice(0, 1 + (i % 2)).map((k) => {
        const show = podcastRows[(i + k * 3) % podcastRows.length];
        const topic = people[i].topics[k][0];
        return {
          podcastId: show.id,
          clientId: c.id,
          title: `${topic}, with ${c.name}`,
          description: `${show.host} talks with ${c.name} about ${topic.toLowerCase()}.`,
          url: `https://${slugify(show.name)}.example.fm/episodes/${c.slug}-${k + 1}`,
          publishedAt: daysAgo(i * 5 + k * 40 + 7),
        };
      }),
    ),
  );

  // the first profile (the demo guest's) also gets a recorded booking still waiting for its release link
  const bookedClients = [...rows.slice(0, 8), rows[0]];
  await db.insert(bookings).values(
    bookedClients.map((c, i) => {
      const show = podcastRows[i % podcastRows.length];
      // a host's address, so the agency can follow up a release overdue
      const hostContact = `${show.host.toLowerCase().replace(/[^a-z]+/g, '.')}@${slugify(show.name)}.example.fm`;
      return { clientId: c.id, showName: show.name, hostName: show.host, hostContact, ...demoBookingStage(i) };
    }),
  );
  await db.insert(prItems).values(
    rows.slice(0, 10).map((c, i) => ({
      clientId: c.id,
      title: `${c.name}: ${people[i].topics[0][0]}`,
      outlet: ['Business Weekly', 'The Ledger', 'Industry Today'][i % 3],
      url: `https://news.example.com/${c.slug}`,
    })),
  );
  await db.insert(awards).values(
    rows.slice(0, 6).map((c, i) => ({
      clientId: c.id,
      title: ['Executive of the Year', 'Top 40 Under 40', 'Innovation Leader'][i % 3],
      issuer: 'Industry Council',
      year: 2022 + (i % 3),
    })),
  );
  return rows;
}

/** A spread of pipeline stages; the recorded ones are old enough (past the 45 follow-up days) that their overdue release shows. */
function demoBookingStage(i: number) {
  const status = i === 8 ? 'recorded' : (['confirmed', 'requested', 'recorded'] as const)[i % 3];
  if (status !== 'recorded') return { status, scheduledFor: daysAgo(-(i + 1) * 6) };
  const recorded = daysAgo(50 + i * 4);
  return { status, scheduledFor: recorded, recordedOn: recorded.toISOString().slice(0, 10) };
}
