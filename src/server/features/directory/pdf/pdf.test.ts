import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient } from '@tests/factories';
import { pdfPageCount, pdfText } from '@tests/helpers/pdf-text';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { profileKeywords, talkingPoints } from '@server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const client = await createClient(t.db, {
    slug: 'marcus-reid',
    name: 'Marcus Reid',
    headline: 'Chief Executive Officer, Northwind',
    narrativeBio: `## Background\n\n${'Marcus builds resilient companies. '.repeat(80)}`,
    sampleQuestions: '1. What makes a team resilient?\n2. How do you hire?\n',
    websiteUrl: 'https://northwind.example',
  });
  const withHeadings = await createClient(t.db, {
    slug: 'lena-ortiz',
    name: 'Lena Ortiz',
    narrativeBio: '## Early career\nLena started on the factory floor.\n\n### Leadership today\n\nShe runs operations across four continents.',
  });
  await t.db.insert(profileKeywords).values(
    ['Operational excellence', 'Supply chain resilience', 'Manufacturing strategy', 'Lean transformation', 'Global operations'].map((name, position) => ({
      clientId: withHeadings.id,
      name,
      position,
    })),
  );
  await t.db
    .insert(talkingPoints)
    .values(Array.from({ length: 8 }, (_, i) => ({ clientId: client.id, talkingPointTitle: `Point ${i + 1}`, talkingPointFull: 'Detail '.repeat(60) })));
});
afterAll(() => t.close());

it('renders a one- or two-page PDF with selectable text, quickly', async () => {
  // the first PDF of a process loads fonts and the image library: time a warm one
  await t.app.inject({ url: '/api/clients/marcus-reid/pdf-profile' });
  const started = performance.now();
  const res = await t.app.inject({ url: '/api/clients/marcus-reid/pdf-profile' });
  const elapsed = performance.now() - started;
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toContain('inline');
  const pdf = res.rawPayload;
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain('Marcus Reid');
  expect(text).toContain('What makes a team resilient?');
  expect(text).toContain('Point 1');
  expect(text).toContain('https://northwind.example');
  expect(pdfPageCount(pdf)).toBeLessThanOrEqual(2);
  expect(elapsed).toBeLessThan(1000);
});

it('prints the bio’s sub-headings, and each topic of the header whole on one line', async () => {
  const res = await t.app.inject({ url: '/api/clients/lena-ortiz/pdf-profile' });
  expect(res.statusCode).toBe(200);
  const lines = pdfText(res.rawPayload).split('\n');
  expect(lines).toEqual(
    expect.arrayContaining(['Early career', 'Lena started on the factory floor.', 'Leadership today', 'She runs operations across four continents.']),
  );
  const header = lines.filter((line) => line.includes('OPERATIONAL') || line.includes('GLOBAL'));
  expect(header.length).toBeGreaterThan(1); // the topics wrap…
  for (const topic of ['OPERATIONAL EXCELLENCE', 'SUPPLY CHAIN RESILIENCE', 'MANUFACTURING STRATEGY', 'LEAN TRANSFORMATION', 'GLOBAL OPERATIONS']) {
    // …but never inside one
    expect(lines.some((line) => line.replace(/\u00a0/g, ' ').includes(topic))).toBe(true);
  }
});

it('answers 404 for an unknown slug', async () => {
  const res = await t.app.inject({ url: '/api/clients/nobody/pdf-profile' });
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toBe('Client not found');
});
