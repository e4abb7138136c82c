export { CodeSignUpPage as Component } from '@/features/classrooms/components/join/code-signup-page';
