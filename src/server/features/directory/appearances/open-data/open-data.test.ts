import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsonld from 'jsonld';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@tests/factories';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import type { VerifiedBasis } from '@shared/api/directory/appearances/feeds';
import { appearanceMatches, episodes, feedEpisodes, podcastFeeds, podcasts } from '@server/db/schema';
import { parseFeed } from '../feeds/feed-parser';
import { decodeEntities } from '../feeds/feed-text';
import { podcastGuidOf } from './podcast-guid';

const SITE = 'https://podium.example';
const PROFILE = `${SITE}/profile/ada-quinn`;
const NAME = 'Ada Quinn & <Rivera>';
const SCHEMA = 'http://schema.org/';

let t: TestApp;

/** A show with its feed (a `podcast:guid` when given). */
async function show(name: string, podcastGuid: string | null) {
  const host = `${name.toLowerCase()}.example`;
  const [podcast] = await t.db.insert(podcasts).values({ name }).returning();
  const [feed] = await t.db
    .insert(podcastFeeds)
    .values({ url: `https://${host}/feed.xml`, siteUrl: `https://${host}`, title: `${name} (feed)`, podcastGuid, podcastId: podcast!.id })
    .returning();
  return { podcastId: podcast!.id, feedId: feed!.id, host };
}

/** An appearance of the client made from a feed item, verified on `basis` (null: its match is only a suggestion, so it reads self-reported). */
async function fromFeed(
  clientId: number,
  on: Awaited<ReturnType<typeof show>>,
  item: { guid: string; title: string; publishedAt: string },
  basis: VerifiedBasis | null,
) {
  const [stored] = await t.db
    .insert(feedEpisodes)
    .values({
      feedId: on.feedId,
      guid: item.guid,
      title: item.title,
      link: `https://${on.host}/episodes/${item.guid}`,
      contentHash: 'x',
      publishedAt: new Date(item.publishedAt),
    })
    .returning();
  const [appearance] = await t.db
    .insert(episodes)
    .values({ podcastId: on.podcastId, clientId, title: item.title, feedEpisodeId: stored!.id, publishedAt: new Date(item.publishedAt) })
    .returning();
  await t.db.insert(appearanceMatches).values({
    feedEpisodeId: stored!.id,
    clientId,
    status: basis ? 'verified' : 'suggested',
    signal: basis === 'person-tag' ? 'person-link' : 'name-in-title',
    evidence: [{ signal: 'person-link', detail: 'fixture' }],
    episodeId: appearance!.id,
    basis,
  });
}

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'podium-client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head><title>Podium</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ CLIENT_DIR: clientDir, PUBLIC_URL: SITE, SITE_NAME: 'Podium' });
  const ada = await createClient(t.db, {
    slug: 'ada-quinn',
    name: NAME,
    headline: 'VP of Sales at Acme Labs',
    websiteUrl: 'https://adaquinn.example',
    linkedinUrl: 'https://www.linkedin.com/in/adaquinn',
    instagramUrl: 'javascript:alert(1)',
  });
  const hidden = await createClient(t.db, { slug: 'hidden-guest', name: 'Hidden Guest', archivedAt: new Date() });
  const ledger = await show('Ledger', 'guid-ledger');
  const forum = await show('Forum', 'guid-forum');
  const noGuid = await show('Plain', null);
  await fromFeed(ada.id, ledger, { guid: 'ledger-41', title: 'Confirmed on the Ledger', publishedAt: '2026-03-10T09:00:00Z' }, 'person-tag');
  await fromFeed(
    ada.id,
    ledger,
    { guid: 'title-date:0123456789abcdef0123456789abcdef', title: 'Confirmed without a guid', publishedAt: '2026-01-10T09:00:00Z' },
    'person-tag',
  );
  await fromFeed(ada.id, forum, { guid: 'forum-7', title: 'Matched on the Forum', publishedAt: '2026-02-01T09:00:00Z' }, 'accepted-by-guest');
  await fromFeed(ada.id, noGuid, { guid: 'plain-3', title: 'Confirmed on a show without a guid', publishedAt: '2025-12-01T09:00:00Z' }, 'person-tag');
  await fromFeed(hidden.id, ledger, { guid: 'ledger-42', title: 'A hidden guest on the Ledger', publishedAt: '2026-03-11T09:00:00Z' }, 'person-tag');
  await fromFeed(ada.id, ledger, { guid: 'ledger-50', title: 'Tied to a feed item, never verified', publishedAt: '2026-04-02T09:00:00Z' }, null);
  await t.db
    .insert(episodes)
    .values({ podcastId: ledger.podcastId, clientId: ada.id, title: 'A talk typed in', publishedAt: new Date('2026-04-01T09:00:00Z') });
});
afterAll(() => t.close());

/** The page a visitor gets at `path`. */
async function pageAt(path: string): Promise<string> {
  const res = await t.app.inject({ url: path });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The texts of every element `name` of an HTML text whose opening tag carries `attribute`. */
const elementTexts = (html: string, name: string, attribute = '') =>
  [...html.matchAll(new RegExp(`<${name}\\b[^>]*${attribute}[^>]*>([\\s\\S]*?)</${name}>`, 'gi'))].map((m) => m[1]!);

/** The attributes of every tag `name` of an HTML text, decoded, by name. */
function tagsOf(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key!, decodeEntities(value!)])),
  );
}

/** A JSON-LD document expanded with schema.org's vocabulary, served from here: no network in tests. */
function expand(document: object) {
  const documentLoader = async (url: string) => {
    if (url.replace(/\/$/, '') !== 'https://schema.org') throw new Error(`No context at ${url} in this test`);
    return { contextUrl: undefined, documentUrl: url, document: { '@context': { '@vocab': SCHEMA } } };
  };
  return jsonld.expand(document, { documentLoader });
}

type Expanded = Record<string, unknown[]> & { '@id'?: string; '@type'?: string[] };
const literalOf = (node: Expanded, property: string) => (node[`${SCHEMA}${property}`]?.[0] as { '@value'?: string } | undefined)?.['@value'];
const literalsOf = (node: Expanded, property: string) => (node[`${SCHEMA}${property}`] ?? []).map((v) => (v as { '@value': string })['@value']);
const nodeOf = (node: Expanded, property: string) => node[`${SCHEMA}${property}`]?.[0] as Expanded;

describe('the profile page’s JSON-LD', () => {
  it('publishes the guest as a Person and their confirmed and matched appearances as episodes they acted in, never the self-reported one', async () => {
    const scripts = elementTexts(await pageAt('/profile/ada-quinn'), 'script', 'type="application/ld\\+json"');
    expect(scripts).toHaveLength(1);
    const text = scripts[0]!;
    // script-safe: no "<" in the JSON, so no name can close the element
    expect(text).not.toContain('<');
    const expanded = (await expand(JSON.parse(text))) as Expanded[];
    const ofType = (type: string) => expanded.filter((node) => node['@type']?.includes(`${SCHEMA}${type}`));
    const [person] = ofType('Person');
    expect(person!['@id']).toBe(`${PROFILE}#person`);
    expect(literalOf(person!, 'name')).toBe(NAME);
    expect(literalOf(person!, 'jobTitle')).toBe('VP of Sales');
    expect(nodeOf(person!, 'worksFor')['@type']).toEqual([`${SCHEMA}Organization`]);
    expect(literalOf(nodeOf(person!, 'worksFor'), 'name')).toBe('Acme Labs');
    expect(literalOf(person!, 'url')).toBe(PROFILE);
    expect(literalOf(person!, 'image')).toBe(`${SITE}/api/clients/ada-quinn/share-image`);
    expect(literalsOf(person!, 'sameAs')).toEqual(['https://adaquinn.example', 'https://www.linkedin.com/in/adaquinn']);

    const episodesOut = ofType('PodcastEpisode');
    expect(episodesOut.map((e) => literalOf(e, 'name'))).toEqual([
      'Confirmed on the Ledger',
      'Matched on the Forum',
      'Confirmed without a guid',
      'Confirmed on a show without a guid',
    ]);
    for (const episode of episodesOut) {
      expect(nodeOf(episode, 'actor')['@id']).toBe(`${PROFILE}#person`);
      expect(nodeOf(episode, 'partOfSeries')['@type']).toEqual([`${SCHEMA}PodcastSeries`]);
    }
    const [ledger] = episodesOut;
    expect(literalOf(ledger!, 'url')).toBe('https://ledger.example/episodes/ledger-41');
    expect(literalOf(ledger!, 'datePublished')).toBe('2026-03-10');
    expect(literalOf(nodeOf(ledger!, 'partOfSeries'), 'name')).toBe('Ledger (feed)');
    expect(literalOf(nodeOf(ledger!, 'partOfSeries'), 'url')).toBe('https://ledger.example');
    expect(literalOf(nodeOf(ledger!, 'partOfSeries'), 'webFeed')).toBe('https://ledger.example/feed.xml');
  });

  it('links the list feed and the oEmbed answer from the profile page', async () => {
    const alternates = tagsOf(await pageAt('/profile/ada-quinn'), 'link').filter((link) => link.rel === 'alternate');
    const feed = alternates.find((link) => link.type === 'application/rss+xml');
    expect(feed?.href).toBe(`${SITE}/api/clients/ada-quinn/list-feed.xml`);
    expect(feed?.title).toBe(`${NAME} on podcasts`);
    const oembed = new URL(alternates.find((link) => link.type === 'application/json+oembed')?.href ?? '');
    expect(`${oembed.origin}${oembed.pathname}`).toBe(`${SITE}/api/oembed`);
    expect(Object.fromEntries(oembed.searchParams)).toEqual({ url: PROFILE, format: 'json' });
  });

  it('is on the profile page alone, and never on an archived guest’s', async () => {
    for (const path of ['/profile/hidden-guest', '/profile/ada-quinn/podcasts', '/directory']) {
      const html = await pageAt(path);
      expect(elementTexts(html, 'script', 'ld\\+json'), path).toEqual([]);
      expect(
        tagsOf(html, 'link').filter((link) => link.rel === 'alternate'),
        path,
      ).toEqual([]);
    }
  });
});

describe('the list feed', () => {
  const parser = new Parser<{ medium?: string; guid?: string; remoteItems?: { $: Record<string, string> }[] }>({
    customFields: {
      feed: [
        ['podcast:medium', 'medium'],
        ['podcast:guid', 'guid'],
        ['podcast:remoteItem', 'remoteItems', { keepArray: true }],
      ] as never,
    },
  });

  it('lists the confirmed appearances whose show has a podcast:guid, as remote items of a podcastL list, newest first', async () => {
    const res = await t.app.inject({ url: '/api/clients/ada-quinn/list-feed.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');

    const ours = parseFeed(res.body);
    expect(ours).toMatchObject({ title: `${NAME} on podcasts`, link: PROFILE, podcastGuid: podcastGuidOf(PROFILE), items: [] });

    const theirs = await parser.parseString(res.body);
    expect(theirs.title).toBe(`${NAME} on podcasts`);
    expect(theirs.medium).toBe('podcastL');
    expect(theirs.guid).toBe(podcastGuidOf(PROFILE));
    expect(theirs.remoteItems?.map((item) => item.$)).toEqual([{ feedGuid: 'guid-ledger', itemGuid: 'ledger-41', feedUrl: 'https://ledger.example/feed.xml' }]);
  });

  it('answers 404 in our JSON shape for an archived or unknown guest', async () => {
    for (const slug of ['hidden-guest', 'nobody']) {
      const res = await t.app.inject({ url: `/api/clients/${slug}/list-feed.xml` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('oEmbed', () => {
  const oembed = (query: Record<string, string>) => t.app.inject({ url: '/api/oembed', query });

  it('answers a rich embed of the guest’s card, with the share image as its thumbnail', async () => {
    const res = await oembed({ url: PROFILE, format: 'json' });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'Podium',
      provider_url: SITE,
      title: `${NAME} on Podium`,
      author_name: NAME,
      author_url: PROFILE,
      width: 480,
      height: 200,
      thumbnail_url: `${SITE}/api/clients/ada-quinn/share-image`,
      thumbnail_width: 800,
      thumbnail_height: 800,
    });
    const [iframe] = tagsOf(answer.html, 'iframe');
    expect(iframe).toMatchObject({ src: `${SITE}/api/clients/ada-quinn/card`, width: '480', height: '200', title: `${NAME} on Podium` });
    expect(iframe!.sandbox!.split(' ')).not.toContain('allow-scripts');
  });

  it('keeps within maxwidth and maxheight, leaving out a thumbnail too big for them', async () => {
    const answer = (await oembed({ url: PROFILE, maxwidth: '300', maxheight: '150' })).json();
    expect([answer.width, answer.height]).toEqual([300, 150]);
    expect(tagsOf(answer.html, 'iframe')[0]).toMatchObject({ width: '300', height: '150' });
    expect(answer.thumbnail_url).toBeUndefined();
  });

  it('refuses another site’s address, an archived guest and a page that is not a profile (404), XML (501) and bad input (400)', async () => {
    for (const url of ['https://elsewhere.example/profile/ada-quinn', `${SITE}/profile/hidden-guest`, `${SITE}/profile/nobody`, `${SITE}/directory`]) {
      const res = await oembed({ url, format: 'json' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const xml = await oembed({ url: PROFILE, format: 'xml' });
    expect(xml.statusCode).toBe(501);
    expect(xml.json().code).toBe('FORMAT_NOT_OFFERED');
    for (const query of [{ url: 'not an address' }, { url: PROFILE, format: 'yaml' }, { url: PROFILE, maxwidth: '-1' }] as Record<string, string>[]) {
      const res = await oembed(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('the guest’s card', () => {
  it('is a page with no script, its words escaped, that links the profile in a new tab', async () => {
    const res = await t.app.inject({ url: '/api/clients/ada-quinn/card' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).not.toMatch(/<script|\son\w+=|javascript:/i);
    // the name's markup characters arrive as text, never as a tag
    expect(elementTexts(res.body, 'h1')).toEqual(['Ada Quinn &#38; &#60;Rivera&#62;']);
    expect(elementTexts(res.body, 'h1').map(decodeEntities)).toEqual([NAME]);
    expect(elementTexts(res.body, 'p', 'class="headline"')).toEqual(['VP of Sales at Acme Labs']);
    expect(elementTexts(res.body, 'p', 'class="count"')).toEqual(['3 confirmed podcast appearances']);
    expect(tagsOf(res.body, 'a')).toEqual([{ href: PROFILE, target: '_blank', rel: 'noopener' }]);
    expect(tagsOf(res.body, 'img')[0]?.src).toBe(`${SITE}/api/clients/ada-quinn/share-image`);
  });

  it('may be framed by any site, while other pages keep their framing rules', async () => {
    const card = await t.app.inject({ url: '/api/clients/ada-quinn/card' });
    expect(card.headers['x-frame-options']).toBeUndefined();
    const policy = String(card.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim());
    expect(policy).toContain('frame-ancestors *');
    expect(policy).toContain("default-src 'none'");
    for (const url of ['/profile/ada-quinn', '/api/clients/ada-quinn/list-feed.xml']) {
      const other = await t.app.inject({ url });
      expect(other.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(String(other.headers['content-security-policy']), url).toContain("frame-ancestors 'self'");
    }
  });

  it('answers 404 for an archived or unknown guest', async () => {
    for (const slug of ['hidden-guest', 'nobody']) expect((await t.app.inject({ url: `/api/clients/${slug}/card` })).statusCode).toBe(404);
  });
});
