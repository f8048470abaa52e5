import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject, rankRoutes } from './rank-routes';

const route = (path: string | undefined, children: RouteObject[] = [], index?: boolean): RouteObject => ({ path, index, element: path ?? 'index', children });

/** The path of the innermost route `pathname` matches, and its params. */
function leaf(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(rankRoutes(routes), pathname);
  const last = matches?.[matches.length - 1];
  return last && { route: last.route.index ? 'index' : last.route.path, params: { ...last.params }, base: last.pathnameBase };
}

describe('route ranking', () => {
  const app = [
    route(undefined, [
      route('/login'),
      route(undefined, [
        route('/'),
        route('/profile/:slug'),
        route('/profile/:slug/video/:videoId'),
        route('/profile/:slug/*'),
        route('/profile/new'),
        route('/messages/:threadId?'),
        route('/admin/*'),
        route('*'),
      ]),
    ]),
  ];

  it('prefers a static segment to a param, and a param to a splat, whatever their order', () => {
    expect(leaf(app, '/profile/new')?.route).toBe('/profile/new');
    expect(leaf(app, '/profile/ada')).toEqual({ route: '/profile/:slug', params: { slug: 'ada' }, base: '/profile/ada' });
    expect(leaf(app, '/profile/ada/video/3')?.params).toEqual({ slug: 'ada', videoId: '3' });
    expect(leaf(app, '/profile/ada/team')).toEqual({ route: '/profile/:slug/*', params: { slug: 'ada', '*': 'team' }, base: '/profile/ada' });
  });

  it('matches an optional param present or not, and anything else with the catch-all', () => {
    expect(leaf(app, '/messages')).toEqual({ route: '/messages/:threadId?', params: { threadId: undefined }, base: '/messages' });
    expect(leaf(app, '/messages/7')?.params).toEqual({ threadId: '7' });
    expect(leaf(app, '/messages/7/8')?.route).toBe('*');
    expect(leaf(app, '/nope/x')).toEqual({ route: '*', params: { '*': 'nope/x' }, base: '/' });
    expect(leaf(app, '/')?.route).toBe('/');
  });

  it('renders the layouts above the leaf, outermost first', () => {
    const matches = matchRoutes(rankRoutes(app), '/login');
    expect(matches?.map((m) => m.route.path ?? 'layout')).toEqual(['layout', '/login']);
    expect(matchRoutes(rankRoutes(app), '/profile/ada')?.length).toBe(3);
  });

  it('takes an index route for its parent’s exact path, a param for anything below it', () => {
    const admin = [route(undefined, [], true), route(':table'), route('test'), route('*')];
    expect(leaf(admin, '/')?.route).toBe('index');
    expect(leaf(admin, '/test')?.route).toBe('test');
    expect(leaf(admin, '/users')?.route).toBe(':table');
    expect(leaf(admin, '/users/1')?.route).toBe('*');
  });

  it('between routes of the same rank, takes the sibling declared first', () => {
    expect(leaf([route('/:a'), route('/:b')], '/x')?.route).toBe('/:a');
    expect(leaf([route('/:b'), route('/:a')], '/x')?.route).toBe('/:b');
  });

  it('matches nothing when no route does', () => {
    expect(matchRoutes(rankRoutes([route('/a')]), '/b')).toBeNull();
  });
});
