import { useNavigation } from 'react-router';
import { ProgressBar } from './progress-bar';

export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <ProgressBar label="Carregando página" fixed />;
}
