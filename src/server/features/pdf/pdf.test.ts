import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient } from '../../../../tests/factories';
import { pdfPageCount, pdfText } from '../../../../tests/helpers/pdf-text';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { talkingPoints } from '../../db/schema';

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
  await t.db.insert(talkingPoints).values(
    Array.from({ length: 8 }, (_, i) => ({ clientId: client.id, talkingPointTitle: `Point ${i + 1}`, talkingPointFull: 'Detail '.repeat(60) })),
  );
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

it('answers 404 for an unknown slug', async () => {
  const res = await t.app.inject({ url: '/api/clients/nobody/pdf-profile' });
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toBe('Client not found');
});
