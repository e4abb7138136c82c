/// <reference types="vite/client" />

declare const __BUILD_ID__: string;

interface Window {
  __AULA_RUNTIME_CONFIG__?: unknown;
  dataLayer?: Record<string, unknown>[];
}
