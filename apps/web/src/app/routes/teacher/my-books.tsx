export { MyBooksPage as Component } from '@/features/content/components/my-books/my-books-page';
