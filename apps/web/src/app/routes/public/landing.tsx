import Box from '@mui/material/Box';
import { PrerenderedPart } from '@/components/prerendered-part';
import { LandingCallToAction } from './landing-call-to-action';
import { LandingFeatures } from './landing-features';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { LandingHero } from './landing-hero';

/** Public home page (`spaRoutes.home`). */
export function LandingPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <title>Aula | Planos de aula alinhados à BNCC</title>
      <LandingHeader />
      <Box component="main" id="conteudo" tabIndex={-1} sx={{ flexGrow: 1 }}>
        <LandingHero />
        <PrerenderedPart name="features">
          <LandingFeatures />
        </PrerenderedPart>
        <PrerenderedPart name="call-to-action">
          <LandingCallToAction />
        </PrerenderedPart>
      </Box>
      <PrerenderedPart name="footer">
        <LandingFooter />
      </PrerenderedPart>
    </Box>
  );
}

export { LandingPage as Component };
