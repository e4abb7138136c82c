export { CodeJoinPage as Component } from '@/features/classrooms/components/join/code-join-page';
