import { defineConfig, mergeConfig } from 'vitest/config';
import { isolatedTests, webTestConfig } from './vitest.shared';

export default mergeConfig(
  webTestConfig,
  defineConfig({ test: { name: 'web-isolated', include: isolatedTests } }),
);
