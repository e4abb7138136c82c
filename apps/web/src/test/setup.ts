import { configure } from '@testing-library/react';
import { configureValidationMessages } from '@aula/contracts';

// One timeout policy for every integration test: on a busy 2-core machine a lazy route can take
// many seconds to load, so findBy*/waitFor wait up to 30 s (they still return as soon as the UI is
// there). Tests do not override it; vitest.config.ts gives each test 90 s.
configure({ asyncUtilTimeout: 30_000 });

// As the app does when it starts (start.tsx): forms show zod's messages in Portuguese.
configureValidationMessages();
