import { defineConfig } from 'vitest/config';
import { apiTestOptions, isolatedTests } from './vitest.shared';

export default defineConfig({
  test: { ...apiTestOptions, name: 'api-isolated', include: isolatedTests },
});
