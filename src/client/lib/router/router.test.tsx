// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Location } from './location';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from '.';

afterEach(cleanup);

/** The router's location after each render, newest last. */
let seen: Location[] = [];
function Probe() {
  seen.push(useLocation());
  return null;
}
const current = () => seen[seen.length - 1];

function renderAt(path: string | string[], routes: ReactNode) {
  seen = [];
  return render(
    <MemoryRouter initialEntries={Array.isArray(path) ? path : [path]}>
      <Routes>{routes}</Routes>
      <Probe />
    </MemoryRouter>,
  );
}

function ShowParams() {
  return <p>{JSON.stringify(useParams())}</p>;
}

function Admin() {
  return (
    <Routes>
      <Route index element={<p>overview</p>} />
      <Route path="database/*" element={<Database />} />
      <Route path="*" element={<p>admin not found</p>} />
    </Routes>
  );
}

function Database() {
  return (
    <Routes>
      <Route index element={<p>tables</p>} />
      <Route path=":table" element={<ShowParams />} />
    </Routes>
  );
}

const adminRoutes = (
  <Route element={<Layout />}>
    <Route path="/admin/*" element={<Admin />} />
    <Route path="*" element={<p>not found</p>} />
  </Route>
);

function Layout() {
  return (
    <main>
      <h1>layout</h1>
      <Outlet />
    </main>
  );
}

describe('Routes', () => {
  it('matches descendant routes after the splat parent’s base, with the parents’ params', () => {
    // each level's splat is the rest below it, as in React Router
    const pages: [path: string, shown: string][] = [
      ['/admin', 'overview'],
      ['/admin/database', 'tables'],
      ['/admin/database/user%20notes', '{"*":"user notes","table":"user notes"}'],
      ['/admin/nope', 'admin not found'],
      ['/elsewhere', 'not found'],
    ];
    for (const [path, shown] of pages) {
      renderAt(path, adminRoutes);
      expect(screen.getByText(shown), path).toBeTruthy();
      if (path === '/admin') expect(screen.getByText('layout')).toBeTruthy();
      cleanup();
    }
  });

  it('renders nothing when no route matches', () => {
    const { container } = renderAt('/b', <Route path="/a" element={<p>a</p>} />);
    expect(container.innerHTML).toBe('');
  });
});

function Nav() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/b" state={{ from: 'a' }}>
        push b
      </Link>
      <Link to="/c" replace>
        replace c
      </Link>
      <Link to={{ search: '?x=1', hash: 'top' }}>same page</Link>
      <Link to="/b" onClick={(event) => event.preventDefault()}>
        prevented
      </Link>
      <Link to="/b" target="_blank">
        new tab
      </Link>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => navigate('/c?y=2', { replace: true, state: 7 })}>
        to c
      </button>
    </>
  );
}

const navRoutes = <Route path="*" element={<Nav />} />;

describe('Link and useNavigate', () => {
  it('renders an anchor with the resolved href', () => {
    renderAt('/a?q=1', navRoutes);
    expect(screen.getByText('push b').getAttribute('href')).toBe('/b');
    expect(screen.getByText('same page').getAttribute('href')).toBe('/a?x=1#top');
  });

  it('navigates on a plain left click, pushing an entry with the state, and a new key each time', () => {
    renderAt('/a', navRoutes);
    expect(current().key).toBe('default');
    fireEvent.click(screen.getByText('push b'));
    expect(current()).toMatchObject({ pathname: '/b', state: { from: 'a' } });
    const key = current().key;
    expect(key).not.toBe('default');
    fireEvent.click(screen.getByText('back'));
    expect(current()).toMatchObject({ pathname: '/a', key: 'default' });
  });

  it('replaces the entry when asked, so Back leaves the replaced page out', () => {
    renderAt(['/start', '/a'], navRoutes);
    fireEvent.click(screen.getByText('replace c'));
    expect(current().pathname).toBe('/c');
    fireEvent.click(screen.getByText('back'));
    expect(current().pathname).toBe('/start');
  });

  it('replaces the entry when the link leads to the current URL', () => {
    renderAt(['/start', '/b'], navRoutes);
    fireEvent.click(screen.getByText('push b'));
    const key = current().key;
    expect(key).not.toBe('default');
    fireEvent.click(screen.getByText('back'));
    expect(current().pathname).toBe('/start');
  });

  it('leaves modified clicks, other buttons, targets and prevented clicks to the browser', () => {
    renderAt('/a', navRoutes);
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey']) {
      const event = fireEvent.click(screen.getByText('push b'), { [modifier]: true });
      expect(event).toBe(true); // not prevented
    }
    expect(fireEvent.click(screen.getByText('push b'), { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByText('new tab'))).toBe(true);
    fireEvent.click(screen.getByText('prevented'));
    expect(current().pathname).toBe('/a');
    expect(fireEvent.click(screen.getByText('push b'))).toBe(false);
    expect(current().pathname).toBe('/b');
  });

  it('navigates with replace and state', () => {
    renderAt(['/start', '/a'], navRoutes);
    fireEvent.click(screen.getByText('to c'));
    expect(current()).toMatchObject({ pathname: '/c', search: '?y=2', state: 7 });
    fireEvent.click(screen.getByText('back'));
    expect(current().pathname).toBe('/start');
  });

  it('Navigate goes to its target once rendered', () => {
    renderAt(
      ['/start', '/old'],
      [<Route key="old" path="/old" element={<Navigate to="/new" replace />} />, <Route key="new" path="/new" element={<p>new</p>} />],
    );
    expect(screen.getByText('new')).toBeTruthy();
    expect(current().pathname).toBe('/new');
  });
});

function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>{params.toString()}</p>
      <button type="button" onClick={() => setParams({ q: 'ada' })}>
        value
      </button>
      <button
        type="button"
        onClick={() =>
          setParams(
            (prev) => {
              prev.set('page', '2');
              return prev;
            },
            { replace: true },
          )
        }
      >
        function
      </button>
      <button type="button" onClick={() => setParams('')}>
        clear
      </button>
    </>
  );
}

describe('useSearchParams', () => {
  it('reads the query, and sets it by value (a new entry) or by a function of it (replacing with replace)', () => {
    renderAt(['/start', '/list?dir=asc#top'], <Route path="/list" element={<Filters />} />);
    expect(screen.getByText('dir=asc')).toBeTruthy();
    fireEvent.click(screen.getByText('function'));
    expect(current()).toMatchObject({ pathname: '/list', search: '?dir=asc&page=2', hash: '' });
    fireEvent.click(screen.getByText('value'));
    expect(current().search).toBe('?q=ada');
    expect(screen.getByText('q=ada')).toBeTruthy();
    fireEvent.click(screen.getByText('clear'));
    expect(current().search).toBe('');
  });
});

function Active({ path, end }: { path: string; end?: boolean }) {
  const match = useMatch(end === undefined ? path : { path, end });
  return <p>{match ? `${path} ${end} active ${JSON.stringify(match.params)}` : `${path} ${end} inactive`}</p>;
}

describe('useMatch', () => {
  it('matches the whole pathname unless end is false', () => {
    renderAt(
      '/admin/users/Caf%C3%A9',
      <Route
        path="*"
        element={
          <>
            <Active path="/admin" end={false} />
            <Active path="/admin" end />
            <Active path="/admin/users/:id" />
          </>
        }
      />,
    );
    expect(screen.getByText('/admin false active {}')).toBeTruthy();
    expect(screen.getByText('/admin true inactive')).toBeTruthy();
    expect(screen.getByText('/admin/users/:id undefined active {"id":"Café"}')).toBeTruthy();
  });
});

describe('BrowserRouter', () => {
  it('pushes and replaces browser history entries, and follows Back through popstate', async () => {
    window.history.replaceState(null, '', '/a');
    seen = [];
    render(
      <BrowserRouter>
        <Routes>{navRoutes}</Routes>
        <Probe />
      </BrowserRouter>,
    );
    expect(current()).toMatchObject({ pathname: '/a', key: 'default', state: null });
    const before = window.history.length;
    fireEvent.click(screen.getByText('push b'));
    expect(window.location.pathname).toBe('/b');
    expect(window.history.length).toBe(before + 1);
    expect(current()).toMatchObject({ pathname: '/b', state: { from: 'a' } });
    fireEvent.click(screen.getByText('to c'));
    expect(window.history.length).toBe(before + 1);
    expect(window.location.pathname + window.location.search).toBe('/c?y=2');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(current()).toMatchObject({ pathname: '/a', key: 'default' });
  });

  it('keeps the page on screen while the next one loads', async () => {
    window.history.replaceState(null, '', '/a');
    let load: (module: { default: () => ReactNode }) => void = () => undefined;
    const Slow = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => (load = resolve)));
    render(
      <BrowserRouter>
        <Suspense fallback={<p>spinner</p>}>
          <Routes>
            <Route path="/a" element={<Link to="/b">page a</Link>} />
            <Route path="/b" element={<Slow />} />
          </Routes>
        </Suspense>
      </BrowserRouter>,
    );
    await act(async () => fireEvent.click(screen.getByText('page a')));
    expect(window.location.pathname).toBe('/b');
    expect(screen.getByText('page a')).toBeTruthy();
    expect(screen.queryByText('spinner')).toBeNull();
    await act(async () => load({ default: () => <p>page b</p> }));
    expect(await screen.findByText('page b')).toBeTruthy();
  });
});

describe('StaticRouter', () => {
  it('renders on the server what the browser renders at the same URL', () => {
    const app = (
      <Routes>
        <Route element={<Layout />}>
          <Route path="/profile/:slug" element={<ShowParams />} />
          <Route path="/admin/*" element={<Admin />} />
        </Route>
      </Routes>
    );
    for (const url of ['/profile/ada?x=1#top', '/admin/database/users']) {
      const server = renderToString(<StaticRouter location={url}>{app}</StaticRouter>);
      window.history.replaceState(null, '', url);
      const client = renderToString(<BrowserRouter>{app}</BrowserRouter>);
      expect(server).toBe(client);
      expect(server).toContain('<h1>layout</h1>');
    }
    expect(renderToString(<StaticRouter location="/profile/ada">{app}</StaticRouter>)).toContain('{&quot;slug&quot;:&quot;ada&quot;}');
  });
});
