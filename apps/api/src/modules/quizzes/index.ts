// The quizzes module's public face: what app.ts and other modules may use.
export { registerQuizzes } from './register';
export { fitsQuestion, gradeOfScore, markAnswer, scoreOf, solutionOf, type QuizItem } from './grading';
export { presentQuestions, quizView, toOwnOrder, toShownOrder, type QuizView } from './quiz-view';
