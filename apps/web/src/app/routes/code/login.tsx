export { CodeLoginPage as Component } from '@/features/join/components/code-login-page';
