/** The app's router: React Router's declarative API, as much of it as the app uses. */
export { useLocation, useMatch, useNavigate, useParams, useSearchParams } from './hooks';
export type { NavigateFunction, NavigateOptions, SetSearchParams } from './hooks';
export { Link, Navigate } from './Link';
export type { Location, To } from './location';
export { matchPath } from './match-path';
export type { Params, PathMatch, PathPattern } from './match-path';
export { BrowserRouter, MemoryRouter, StaticRouter } from './routers';
export { Outlet, Route, Routes } from './Routes';
