export { CodeLandingPage as Component } from '@/features/classrooms/components/join/code-landing-page';
