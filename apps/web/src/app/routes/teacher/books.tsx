export { CataloguePage as Component } from '@/features/content/components/catalogue/catalogue-page';
