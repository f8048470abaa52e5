// @vitest-environment jsdom
import type { ColumnDef } from '@tanstack/react-table';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from '@client/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import { apiQueryOf, useListParams } from './use-list-params';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Lays every element out `width` px wide (jsdom lays nothing out), with a ResizeObserver that never fires. */
function layOutAt(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
  // jsdom's own (always 0) is Element's, underneath
  return () => Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
}

interface Row {
  id: number;
  name: string;
}
const columns: ColumnDef<Row>[] = [
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
  { id: 'note', header: 'Note', cell: () => '—' },
];

/** A list page as the console builds one: URL state, a table and its selection; the URL is echoed for assertions. */
function ListPage({ rows, total, totalCapped = false }: { rows: Row[] | undefined; total: number; totalCapped?: boolean }) {
  const { params, update, apiQuery } = useListParams(['clientId'], { sort: 'name', dir: 'asc' });
  const [selection, setSelection] = useState({});
  return (
    <>
      <output data-testid="query">{apiQuery}</output>
      <button type="button" onClick={() => update({ filters: { clientId: '7' } })}>
        Filter
      </button>
      <DataTable
        label="people"
        columns={columns}
        sortable={['name']}
        rows={rows}
        total={total}
        totalCapped={totalCapped}
        params={params}
        onParamsChange={update}
        rowId={(r) => String(r.id)}
        rowName={(r) => r.name}
        selection={selection}
        onSelectionChange={setSelection}
        isError={false}
        onRetry={() => undefined}
        empty="Nobody here."
      />
    </>
  );
}

function renderAt(url: string, props: Parameters<typeof ListPage>[0]) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/list" element={<ListPage {...props} />} />
      </Routes>
    </MemoryRouter>,
  );
  return { query: () => screen.getByTestId('query').textContent };
}

const page = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}` }));

describe('admin lists (DataTable and use-list-params)', () => {
  it('reads paging, sort and filters from the URL, ignoring junk', () => {
    const { query } = renderAt('/list?page=3&pageSize=50&sort=name&dir=desc&q=ada&clientId=4', { rows: page(2), total: 102 });
    expect(query()).toBe('page=3&pageSize=50&sort=name&dir=desc&q=ada&clientId=4');
    cleanup();
    const junk = renderAt('/list?page=-2&pageSize=7&dir=up', { rows: [], total: 0 });
    expect(junk.query()).toBe('page=1&pageSize=25&sort=name&dir=asc');
  });

  it('sorts only the server’s sort keys, toggling the direction and going back to page 1', () => {
    const { query } = renderAt('/list?page=2', { rows: page(3), total: 60 });
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.queryByRole('button', { name: 'Note' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(query()).toBe('page=1&pageSize=25&sort=name&dir=desc');
  });

  it('pages forward and back, says which rows of how many, and a new filter starts again at page 1', () => {
    const { query } = renderAt('/list', { rows: page(25), total: 60 });
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(query()).toContain('page=2&');
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(query()).toContain('page=1&');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(query()).toBe('page=1&pageSize=25&sort=name&dir=asc&clientId=7');
  });

  it('shows a capped total with a plus and keeps Next while more rows exist', () => {
    renderAt('/list?page=4', { rows: page(25), total: 10_000, totalCapped: true });
    expect(screen.getByText('76–100 of 10,000+')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('selects rows one by one or the whole page', () => {
    renderAt('/list', { rows: page(3), total: 3 });
    const all = screen.getByRole('checkbox', { name: 'Select all people on this page' }) as HTMLInputElement;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Person 2' }));
    expect((screen.getByRole('checkbox', { name: 'Select Person 2' }) as HTMLInputElement).checked).toBe(true);
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
  });

  it('has a loading state and an empty state', () => {
    renderAt('/list', { rows: undefined, total: 0 });
    expect(screen.getByText('Loading people…')).toBeTruthy();
    cleanup();
    renderAt('/list', { rows: [], total: 0 });
    expect(screen.getByText('Nobody here.')).toBeTruthy();
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
  });
});

describe('DataTable on narrow screens', () => {
  it('hides what does not fit by the columns’ widths, the first column and the sorted one last', () => {
    const restore = layOutAt(700);
    try {
      const wide: ColumnDef<Row>[] = [
        { id: 'name', header: 'Name', meta: { width: 300 }, cell: ({ row }) => row.original.name },
        { id: 'note', header: 'Note', meta: { width: 300, priority: 2 }, cell: () => 'a note' },
        { id: 'age', header: 'Age', meta: { width: 300 }, cell: () => '40' },
      ];
      function Wide() {
        const { params, update } = useListParams([], { sort: 'name', dir: 'asc' });
        return (
          <DataTable
            label="people"
            columns={wide}
            sortable={['name']}
            rows={page(2)}
            total={2}
            totalCapped={false}
            params={params}
            onParamsChange={update}
            rowId={(r) => String(r.id)}
            isError={false}
            onRetry={() => undefined}
            empty=""
          />
        );
      }
      render(
        <MemoryRouter>
          <Routes>
            <Route path="/" element={<Wide />} />
          </Routes>
        </MemoryRouter>,
      );
      expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Age']);
    } finally {
      restore();
    }
  });

  it('shows the rows as cards on a phone: the title, each value under its label, select-all and the sort', () => {
    const restore = layOutAt(360);
    try {
      const { query } = renderAt('/list', { rows: page(2), total: 2 });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = screen.getAllByRole('listitem');
      expect(cards.map((card) => card.textContent)).toEqual(['Person 1Note—', 'Person 2Note—']);
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select all people on this page' }));
      expect((screen.getByRole('checkbox', { name: 'Select Person 2' }) as HTMLInputElement).checked).toBe(true);
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'name:desc' } });
      expect(query()).toBe('page=1&pageSize=25&sort=name&dir=desc');
    } finally {
      restore();
    }
  });
});

describe('apiQueryOf', () => {
  it('leaves out an empty search and unset filters', () => {
    expect(apiQueryOf({ page: 1, pageSize: 25, sort: 'name', dir: 'asc', q: '  ', filters: { clientId: '', status: 'pending' } })).toBe(
      'page=1&pageSize=25&sort=name&dir=asc&status=pending',
    );
  });
});
