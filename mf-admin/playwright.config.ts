import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { standaloneConfig } from '../app-config/playwright/base';

// `npm run test:e2e -w mf-admin`: this remote alone, without the shell.
export default defineConfig(standaloneConfig('mf-admin', path.join(__dirname, 'e2e'), 'mf-admin'));
