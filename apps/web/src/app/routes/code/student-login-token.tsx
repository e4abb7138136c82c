export { CodeTokenLoginPage as Component } from '@/features/join/components/code-token-login-page';
