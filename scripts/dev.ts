import { type ChildProcess, spawn } from 'node:child_process';

/**
 * npm run dev: the API server with reload on change (tsx watch, port 3000) and the Vite dev
 * server with hot reload (port 5173, proxying /api, /uploads and /socket.io to the API).
 */
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: process.env.PORT ?? '3000' } }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit' }),
];

console.log('\nPodium dev: open http://localhost:5173 (API on http://localhost:3000). Ctrl-C stops both.\n');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
