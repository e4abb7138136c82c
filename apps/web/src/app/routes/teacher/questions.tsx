export { QuestionBankPage as Component } from '@/features/assignments/components/questions/question-bank-page';
