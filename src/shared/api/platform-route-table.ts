import type { opaqueBody } from './fields';
import { route } from './route';

/** The routes the platform serves itself, outside any domain. */
export const platformRoutes = {
  /** The public API's OpenAPI 3.1 document (public), generated from the /api/v1 routes' schemas. */
  openApiDocument: route<{ response: typeof opaqueBody }>('GET', '/api/openapi.json'),
};
