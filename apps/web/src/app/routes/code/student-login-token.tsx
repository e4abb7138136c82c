export { CodeTokenLoginPage as Component } from '@/features/classrooms/components/join/code-token-login-page';
