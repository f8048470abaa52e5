// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZonePicker } from './ZonePicker';

// this device is in Paris, whatever the machine running the tests says
vi.mock('./slot-times', async (original) => ({ ...(await original<typeof import('./slot-times')>()), browserTimeZone: () => 'Europe/Paris' }));

const supported = Intl.supportedValuesOf('timeZone');

beforeAll(() => {
  // a mid-January day: New York at GMT-5, Chicago at GMT-6, Paris at GMT+1, Adelaide at GMT+10:30
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-15T12:00:00Z'));
  // a browser listing ids without a city, links and today's names beside the old ones (the list is read once a page, at the first picker)
  vi.spyOn(Intl, 'supportedValuesOf').mockReturnValue([
    ...supported,
    'US/Eastern',
    'Etc/GMT+5',
    'GMT',
    'UTC',
    'Etc/UTC',
    'EST5EDT',
    'Asia/Kolkata',
    'Europe/Kyiv',
  ]);
});

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

afterEach(cleanup);

/** A picker in a form, keeping its value as a page would; answers the spies of its changes and of the form's submits. */
function renderPicker(initial: string, leading?: { value: string; label: string }[]) {
  const changes = vi.fn();
  const submits = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  function Page() {
    const [zone, setZone] = useState(initial);
    return (
      <form onSubmit={submits}>
        <ZonePicker
          label="Your time zone"
          name="timeZone"
          value={zone}
          leading={leading}
          onChange={(next) => {
            changes(next);
            setZone(next);
          }}
        />
      </form>
    );
  }
  render(<Page />);
  return {
    changes,
    submits,
    select: screen.getByLabelText<HTMLSelectElement>('Your time zone'),
    search: screen.getByRole('searchbox', { name: 'Find a city or an offset' }),
  };
}

/** The select's groups as a person reads them: each group's name and its options' labels. */
function groupsOf(select: HTMLSelectElement): [string, string[]][] {
  return [...select.querySelectorAll('optgroup')].map((group) => [
    group.label,
    [...group.querySelectorAll('option')].map((option) => option.textContent ?? ''),
  ]);
}

/** The labels of a group, by its name. */
function groupLabels(select: HTMLSelectElement, name: string): string[] {
  return groupsOf(select).find(([group]) => group === name)?.[1] ?? [];
}

/** The values of every option. */
const valuesOf = (select: HTMLSelectElement) => [...select.options].map((option) => option.value);

/** The live region saying how many zones match. */
const count = () => document.querySelector('[aria-live="polite"]')?.textContent ?? '';

function type(search: HTMLElement, text: string) {
  act(() => {
    fireEvent.change(search, { target: { value: text } });
  });
}

describe('the time zone picker', () => {
  it('is a labelled native select posting its name, your zone first, then the regions in plain words', () => {
    const { select } = renderPicker('America/Chicago');
    expect(select.tagName).toBe('SELECT');
    expect(select.name).toBe('timeZone');
    expect(select.value).toBe('America/Chicago');
    expect(groupsOf(select).map(([group]) => group)).toEqual([
      'Your time zone',
      'Americas',
      'Europe',
      'Africa',
      'Asia',
      'Australia & Pacific',
      'Atlantic',
      'Indian Ocean',
      'Antarctica',
    ]);
    // the current zone first, then this device's, named as such; neither again in its region
    expect(groupLabels(select, 'Your time zone')).toEqual(['Chicago · GMT-6', 'Paris · GMT+1 (this device)']);
    expect(valuesOf(select).filter((value) => value === 'America/Chicago' || value === 'Europe/Paris')).toHaveLength(2);
    expect(groupLabels(select, 'Asia')).toContain('Tokyo · GMT+9');
    expect(groupLabels(select, 'Americas')).toContain('New York · GMT-5');
    expect(groupLabels(select, 'Australia & Pacific')).toEqual(expect.arrayContaining(['Adelaide · GMT+10:30', 'Darwin · GMT+9:30', 'Auckland · GMT+13']));
  });

  it('lists each group by offset, then city, each label starting with the city (the select’s own typeahead finds it)', () => {
    const { select } = renderPicker('America/Chicago');
    const europe = groupLabels(select, 'Europe');
    expect(europe.indexOf('London · GMT')).toBeLessThan(europe.indexOf('Berlin · GMT+1'));
    expect(europe.indexOf('Berlin · GMT+1')).toBeLessThan(europe.indexOf('Madrid · GMT+1'));
    expect(europe.indexOf('Madrid · GMT+1')).toBeLessThan(europe.indexOf('Kyiv · GMT+2'));
    for (const [, labels] of groupsOf(select).slice(1)) {
      const offsets = labels.map((label) => {
        const [, sign, hours, minutes] = /GMT(?:([+-])(\d+)(?::(\d+))?)?$/.exec(label)!;
        return (sign === '-' ? -1 : 1) * (Number(hours ?? 0) * 60 + Number(minutes ?? 0));
      });
      expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
      for (const label of labels) expect(label).toMatch(/^[A-Z][^/_·]* · GMT/);
    }
  });

  it('leaves out ids without a city and former names, and lists each zone once by today’s name', () => {
    const { select } = renderPicker('America/Chicago');
    const values = valuesOf(select);
    for (const legacy of ['US/Eastern', 'Etc/GMT+5', 'GMT', 'UTC', 'Etc/UTC', 'EST5EDT', 'Asia/Calcutta', 'Europe/Kiev', 'America/Buenos_Aires', 'Asia/Saigon'])
      expect(values, legacy).not.toContain(legacy);
    expect(values.filter((value) => value === 'Asia/Kolkata')).toHaveLength(1);
    expect(values.filter((value) => value === 'Europe/Kyiv')).toHaveLength(1);
    expect(groupLabels(select, 'Asia')).toContain('Kolkata · GMT+5:30');
    expect(groupLabels(select, 'Americas')).toContain('Buenos Aires · GMT-3');
    expect(
      groupsOf(select)
        .flatMap(([, labels]) => labels)
        .some((label) => label.includes('Calcutta') || label.includes('Kiev')),
    ).toBe(false);
  });

  it('keeps a current zone it would leave out, first, and no second copy of it under its new name', () => {
    const { select } = renderPicker('US/Eastern');
    expect(select.value).toBe('US/Eastern');
    expect(groupLabels(select, 'Your time zone')[0]).toBe('Eastern (US) · GMT-5');
    cleanup();
    const old = renderPicker('Asia/Calcutta');
    expect(old.select.value).toBe('Asia/Calcutta');
    expect(groupLabels(old.select, 'Your time zone')[0]).toBe('Kolkata · GMT+5:30');
    expect(groupLabels(old.select, 'Asia')).not.toContain('Kolkata · GMT+5:30');
  });

  it('offers the leading choices first, and this device’s zone while none is chosen', () => {
    const { select } = renderPicker('', [{ value: '', label: 'Not set (emails give the host’s time)' }]);
    expect(select.value).toBe('');
    expect(select.options[0]!.textContent).toBe('Not set (emails give the host’s time)');
    expect(groupLabels(select, 'Your time zone')).toEqual(['Paris · GMT+1 (this device)']);
  });

  it('finds a city, says so in words, and picks it when it is the one match', () => {
    const { select, search, changes } = renderPicker('America/Chicago');
    expect(count()).toBe('');
    type(search, 'tokyo');
    expect(count()).toBe('One time zone matches: Tokyo · GMT+9');
    expect(changes).toHaveBeenCalledWith('Asia/Tokyo');
    expect(select.value).toBe('Asia/Tokyo');
    expect(groupsOf(select)).toEqual([['Your time zone', ['Tokyo · GMT+9']]]);
    // a word of the name, in any case and without its accents; a former name finds today's
    for (const [query, label, zone] of [
      ['YORK', 'New York · GMT-5', 'America/New_York'],
      ['são p', 'Sao Paulo · GMT-3', 'America/Sao_Paulo'],
      ['Kiev', 'Kyiv · GMT+2', 'Europe/Kyiv'],
    ] as const) {
      type(search, query);
      expect(select.value, query).toBe(zone);
      expect(groupsOf(select), query).toEqual([['Your time zone', [label]]]);
    }
    // a word's start, not any part of it: "tok" is Tokyo, not Vostok
    type(search, 'tok');
    expect(count()).toBe('One time zone matches: Tokyo · GMT+9');
  });

  it('finds an offset exactly: "+9" is Tokyo and Seoul, not Darwin or Adelaide; "+9:30" is Darwin', () => {
    const { select, search } = renderPicker('America/Chicago');
    for (const query of ['+9', 'GMT+9', 'utc +9', '+09:00']) {
      type(search, query);
      const asia = groupLabels(select, 'Asia');
      expect(asia, query).toEqual(expect.arrayContaining(['Tokyo · GMT+9', 'Seoul · GMT+9']));
      expect(
        [...asia, ...groupLabels(select, 'Australia & Pacific')].every((label) => label.endsWith(' · GMT+9')),
        query,
      ).toBe(true);
      expect(count(), query).toMatch(/^\d+ time zones match$/);
    }
    type(search, '+9:30');
    expect(select.value).toBe('Australia/Darwin');
    expect(groupsOf(select)).toEqual([['Your time zone', ['Darwin · GMT+9:30']]]);
    type(search, 'UTC+5:30');
    expect(groupLabels(select, 'Asia')).toEqual(['Colombo · GMT+5:30', 'Kolkata · GMT+5:30']);
    type(search, '-5:00');
    expect(groupLabels(select, 'Americas')).toEqual(expect.arrayContaining(['New York · GMT-5', 'Bogota · GMT-5']));
    expect(groupLabels(select, 'Americas').every((label) => label.endsWith(' · GMT-5'))).toBe(true);
  });

  it('counts the matches in words, and keeps the current zone when nothing matches', () => {
    const { select, search, changes } = renderPicker('America/Chicago');
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(search.getAttribute('aria-describedby')).toBe(live.id);
    type(search, '+9');
    const shown = valuesOf(select).filter((value) => value !== 'America/Chicago').length;
    expect(count()).toBe(`${shown} time zones match`);
    type(search, 'xyz');
    expect(count()).toBe('No time zone matches “xyz”');
    expect(valuesOf(select)).toEqual(['America/Chicago']);
    expect(select.value).toBe('America/Chicago');
    expect(changes).not.toHaveBeenCalled();
    type(search, '');
    expect(count()).toBe('');
    expect(select.options.length).toBeGreaterThan(300);
  });

  it('picks the first match on Enter, without sending the form', () => {
    const { select, search, changes, submits } = renderPicker('America/Chicago');
    type(search, '+9');
    const first = groupsOf(select).find(([group]) => group === 'Asia')![1][0]!;
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(submits).not.toHaveBeenCalled();
    expect(changes).toHaveBeenCalledTimes(1);
    expect(within(select).getByRole('option', { name: first }).getAttribute('value')).toBe(select.value);
  });

  it('picks from the select itself too', () => {
    const { select, changes } = renderPicker('America/Chicago');
    act(() => {
      fireEvent.change(select, { target: { value: 'Asia/Tokyo' } });
    });
    expect(changes).toHaveBeenCalledWith('Asia/Tokyo');
    expect(select.value).toBe('Asia/Tokyo');
  });
});
