import { spaRoutes } from '@aula/contracts';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, useNavigate } from 'react-router';
import { fullNameOf, useProfile } from '@/lib/profile';
import { ErrorState, LoadingState } from '@/components/states';
import { PageHeader } from '@/components/page-header';
import { useSnackbar } from '@/lib/toast';
import { usePaymentData } from '../api/payment-data';
import { PaymentDataForm } from './payment-data-form';

/** /dashboard/payment/update-user-data: edit the billing data outside the checkout. */
export function UpdateUserDataPage() {
  const paymentData = usePaymentData();
  const { data: profile } = useProfile();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const title = (
    <PageHeader
      title="Dados de cobrança"
      subtitle="Nome, CPF, telefone e endereço usados nas cobranças da sua assinatura."
    />
  );
  if (paymentData.isError) {
    return (
      <>
        {title}
        <ErrorState error={paymentData.error} onRetry={() => void paymentData.refetch()} />
      </>
    );
  }
  if (paymentData.data === undefined) {
    return (
      <>
        {title}
        <LoadingState />
      </>
    );
  }
  return (
    <>
      {title}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
        <PaymentDataForm
          initial={paymentData.data}
          fallbackName={profile ? fullNameOf(profile) : ''}
          submitLabel="Salvar dados"
          onSaved={() => {
            enqueueSnackbar('Dados de cobrança atualizados.', { variant: 'success' });
            void navigate(spaRoutes.teacherManageSubscription);
          }}
        />
      </Paper>
      <Button component={RouterLink} to={spaRoutes.teacherManageSubscription} sx={{ mt: 2 }}>
        Voltar para a assinatura
      </Button>
    </>
  );
}
