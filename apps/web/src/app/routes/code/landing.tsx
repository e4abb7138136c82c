export { CodeLandingPage as Component } from '@/features/join/components/code-landing-page';
