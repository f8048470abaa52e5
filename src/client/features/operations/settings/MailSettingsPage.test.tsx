// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MailSettings } from '@shared/api/operations/settings';
import MailSettingsPage from './MailSettingsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page on a fresh load, the server answering `mail`. */
function load(mail: MailSettings) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toBe('/api/admin/mail-settings');
      return new Response(JSON.stringify(mail), { status: 200 });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MailSettingsPage />
    </QueryClientProvider>,
  );
}

/** The value beside a label of the mail card. */
const shownFor = async (label: string) => (await screen.findByText(label)).nextElementSibling?.textContent ?? '';

describe('the mail settings page', () => {
  it('names where replies go and that mail goes out', async () => {
    load({ from: 'Podium <no-reply@agency.test>', replyTo: 'bookings@agency.test', delivery: 'smtp' });
    expect(await shownFor('Replies go to')).toContain('bookings@agency.test');
    expect(await shownFor('Sent from')).toContain('Podium <no-reply@agency.test>');
    expect(await shownFor('Delivery')).toContain('Sent through your mail server');
  });

  it('says plainly when nobody set where replies go, and when no mail leaves', async () => {
    load({ from: 'Podium <no-reply@podium.local>', replyTo: null, delivery: 'outbox' });
    expect(await shownFor('Replies go to')).toContain('Not set');
    expect(await shownFor('Replies go to')).toContain('set MAIL_REPLY_TO to the agency’s mailbox');
    expect(await shownFor('Delivery')).toContain('nobody receives it');
  });
});
