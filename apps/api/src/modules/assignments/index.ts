// The assignments module's public face: what app.ts and other modules may use.
export { assignmentAccess, visibleTo } from './access';
export { registerAssignments } from './register';
