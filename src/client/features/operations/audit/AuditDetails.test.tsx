// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditDetails } from './AuditDetails';

afterEach(cleanup);

/** The text of the rendered details, region by region. */
const shown = () => screen.getByRole('region', { name: 'Recorded details' });

/** The row of a description list whose term is `label`, as 'label value'. */
const line = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement?.textContent;

describe('AuditDetails', () => {
  it('reads a held booking in plain words: labels, stages and the time in the reader’s zone, no JSON', () => {
    render(
      <AuditDetails
        timeZone="UTC"
        details={{
          clientId: 4,
          requestId: 9,
          showName: 'The Long Game',
          from: 'requested',
          to: 'held',
          slot: '2026-12-01T15:00:00.000Z',
          awaiting: 'guest',
          recordingLink: null,
        }}
      />,
    );
    expect(line('Show')).toBe('ShowThe Long Game');
    expect(line('From')).toBe('FromRequested');
    expect(line('To')).toBe('ToHeld');
    expect(line('Time')).toBe('TimeDec 1, 2026, 3:00 PM');
    expect(line('Client id')).toBe('Client id4');
    expect(line('Recording link')).toBe('Recording linknone');
    expect(within(shown()).getByText(/Times are in UTC/)).toBeTruthy();
    expect(shown().textContent).not.toMatch(/[{}"]|showName|requestId/);
  });

  it('flattens a job’s settings and joins lists, naming the job and the fields in words', () => {
    render(
      <AuditDetails
        timeZone="UTC"
        details={{ kind: 'airtable-sync', params: { section: 'clients', scheduled: false }, fields: ['narrativeBio', 'headline'], ids: [3, 1204] }}
      />,
    );
    expect(line('Kind')).toBe('KindSync');
    expect(line('Settings · Section')).toBe('Settings · Sectionclients');
    expect(line('Settings · Scheduled')).toBe('Settings · ScheduledNo');
    expect(line('Fields')).toBe('FieldsBio, Headline');
    expect(line('Ids')).toBe('Ids3, 1204');
    expect(shown().textContent).not.toMatch(/[{}[\]"]/);
    expect(screen.queryByText(/Times are in/)).toBeNull();
  });

  it('lays a before and after side by side in words, and what else was recorded as lines', () => {
    render(<AuditDetails timeZone="UTC" details={{ before: { visible: true }, after: { visible: false }, someNewKey: 1500 }} />);
    const row = screen.getByRole('row', { name: /Visible/ });
    expect(row.textContent).toBe('VisiblechangedYesNo');
    expect(line('Some new key')).toBe('Some new key1,500');
    expect(shown().textContent).not.toMatch(/[{}"]/);
  });
});
