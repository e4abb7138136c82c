// The assignments module's public face: what app.ts and other modules may use.
export { assignmentAccess, visibleTo, type AssignmentRow } from './access';
export { registerAssignments } from './register';
export { printedQuiz, type PrintedQuestion } from './quiz-print';
