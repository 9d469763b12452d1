import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const backend = 'http://localhost:5000';

export default defineConfig(({ command }) => {
  // A build is always the production build, even from a shell (like the e2e server's) that has
  // NODE_ENV=development: the client is tested as it ships. Vite reads this after the config.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});

const config = {
  root: 'client',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // The server's CSP has no 'unsafe-inline' for scripts: keep every script an external file.
    modulePreload: { polyfill: false },
    // Libraries change less often than the app: separate chunks stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
            { name: 'ui', test: /node_modules[\\/](radix-ui|@radix-ui|lucide-react|clsx)[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      // /Guardian is both a page (GET, served by Vite) and the demo endpoint (POST, the server's).
      '/Guardian': {
        target: backend,
        changeOrigin: true,
        bypass: (req) => (req.method === 'POST' ? undefined : '/index.html'),
      },
      '/media': { target: backend, changeOrigin: true },
      '/dev': { target: backend, changeOrigin: true },
      '/ws': { target: backend, changeOrigin: true, ws: true },
    },
  },
} satisfies UserConfig;
