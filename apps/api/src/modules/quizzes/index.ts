// The quizzes module's public face: what app.ts and other modules may use.
export { registerQuizzes } from './register';
