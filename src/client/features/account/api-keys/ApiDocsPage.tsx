import { AdminPage } from '@client/components/layout/AdminPage';
import { platformRoutes } from '@shared/api/platform-route-table';
import { addressOf } from '@client/lib/call';

/** Where the server renders the reference (Scalar, admins only): src/server/plugins/openapi.ts. */
const REFERENCE_URL = '/docs-reference/';

/**
 * /admin/docs: the public API's reference, rendered from /api/openapi.json (itself generated from
 * the routes' schemas). The reference loads only when this page opens.
 */
export default function ApiDocsPage() {
  return (
    <AdminPage
      title="API reference"
      description="Every /api/v1 route with its parameters and answers. Keys are made on the API page."
      actions={
        <a href={addressOf(platformRoutes.openApiDocument, {})} className="link-inline text-sm" download="podium-openapi.json">
          Download openapi.json
        </a>
      }
    >
      <iframe title="API reference" src={REFERENCE_URL} loading="lazy" className="h-[75vh] w-full rounded-[var(--radius-card)] border border-line bg-surface" />
    </AdminPage>
  );
}
