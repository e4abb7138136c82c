export { QuizPage as Component } from '@/features/assignments/components/quiz/quiz-page';
