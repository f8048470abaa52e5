import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/build/precompress';

const api = 'http://localhost:3000';

/**
 * The React client: built into dist/client (served by the Fastify server), proxied to it in dev.
 * `vite build --ssr entry-server.tsx` builds the server-rendering bundle into dist/ssr.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  // @server, @client, @shared and @tests, as tsconfig.json's paths declare them
  resolve: { tsconfigPaths: true },
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  // the server-rendering bundle carries the icons it draws: lucide-react's package as a whole is a 1.3 MB
  // script with every icon, which the server kept in its heap for as long as it ran
  ssr: { noExternal: ['lucide-react'] },
  build: {
    outDir: isSsrBuild ? '../../dist/ssr' : '../../dist/client',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // every browser the app supports has modulepreload. index.html preloads the entry's chunks, and
    // the entry preloads the app's (start.tsx) as it imports it; a lazy chunk's imports are left to
    // the browser, which fetches them as it parses the chunk: Vite's helper would add a <link> per
    // import while the page hydrates, and those appends were the longest task on a server-rendered
    // profile (Lighthouse TBT median 159 → 80 ms over 10 runs)
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' || /(^|\/)start-[\w-]+\.js$/.test(file) ? deps : []),
    },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-query|query-core))[\\/]/,
                  priority: 2,
                },
                // the few small app modules the entry imports that lazy pages share (the API client, each domain's
                // first-page routes): one request, not eight
                {
                  name: 'app-core',
                  test: /src[\\/](shared[\\/](limits|api[\\/]route|api[\\/]frame-route-table|api[\\/]\w+[\\/]first-page-route-table)|client[\\/]lib[\\/](api|call|query-keys|cn)|client[\\/]components[\\/]ui[\\/]Spinner)\./,
                  priority: 1,
                },
              ],
            },
          },
        },
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/uploads': api,
      '/socket.io': { target: api, ws: true },
    },
  },
}));
