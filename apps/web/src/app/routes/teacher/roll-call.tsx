export { RollCallPage as Component } from '@/features/diary/components/roll-call-page';
