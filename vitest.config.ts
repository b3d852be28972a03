import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
export default defineConfig({ plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.toml' } })], test: { include: ['worker/**/*.test.ts', 'shared/**/*.test.ts'] } });
