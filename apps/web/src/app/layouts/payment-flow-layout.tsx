import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { Outlet, useMatches } from 'react-router';

/** What a payment screen declares in its route `handle` to place itself in the stepper. */
export interface PaymentStepHandle {
  paymentStep: { steps: readonly string[]; active: number };
}

function isPaymentStepHandle(handle: unknown): handle is PaymentStepHandle {
  return typeof handle === 'object' && handle !== null && 'paymentStep' in handle;
}

/** Focused single column for the payment screens, inside the teacher dashboard. */
export function PaymentFlowLayout() {
  const step = useMatches()
    .map((match) => match.handle)
    .findLast(isPaymentStepHandle)?.paymentStep;

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      {step && (
        <Stepper activeStep={step.active} alternativeLabel sx={{ mb: 4 }} aria-label="Etapas do pagamento">
          {step.steps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      <Outlet />
    </Box>
  );
}

export { PaymentFlowLayout as Component };
