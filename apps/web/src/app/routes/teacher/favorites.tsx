export { FavoritesPage as Component } from '@/features/content/components/library/favorites-page';
