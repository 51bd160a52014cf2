import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://127.0.0.1:8080';

// The same proxy serves `vite` and `vite preview`, so the built app can be checked against a
// running server without the server hosting web/dist.
const proxy = {
  '/api': { target: backend, changeOrigin: true },
  '/socket.io': { target: backend, changeOrigin: true, ws: true },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
