export { CodeJoinPage as Component } from '@/features/join/components/code-join-page';
