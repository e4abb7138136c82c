export { CodeSignUpPage as Component } from '@/features/join/components/code-signup-page';
