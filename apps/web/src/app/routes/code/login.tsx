export { CodeLoginPage as Component } from '@/features/classrooms/components/join/code-login-page';
