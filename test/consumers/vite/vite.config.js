import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Relative asset URLs: the browser test serves the build under /consumer/vite/.
export default defineConfig({ base: './', plugins: [react()] });
