import ExpandMore from '@mui/icons-material/ExpandMore';
import HelpOutline from '@mui/icons-material/HelpOutline';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { useFaq } from '../../api/library';

/** /dashboard/faq: questions and answers kept by the team. */
export function FaqPage() {
  const faq = useFaq();
  return (
    <>
      <PageHeader
        title="Perguntas frequentes"
        subtitle="Dúvidas comuns sobre o catálogo, seus livros e sua assinatura."
      />
      {faq.isPending ? (
        <LoadingState label="Carregando perguntas…" />
      ) : faq.isError ? (
        <ErrorState error={faq.error} onRetry={() => void faq.refetch()} />
      ) : faq.data.count === 0 ? (
        <EmptyState icon={<HelpOutline />} title="Nenhuma pergunta cadastrada">
          Se tiver alguma dúvida, fale com a equipe pela página de contato.
        </EmptyState>
      ) : (
        <Box sx={{ maxWidth: 880 }}>
          {faq.data.results.map((entry) => (
            <Accordion
              key={entry.id}
              disableGutters
              variant="outlined"
              slotProps={{ heading: { component: 'h2' } }}
              sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
            >
              <AccordionSummary
                expandIcon={<ExpandMore />}
                id={`pergunta-${entry.id}`}
                aria-controls={`resposta-${entry.id}`}
              >
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {entry.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`resposta-${entry.id}`}>
                <Typography sx={{ whiteSpace: 'pre-line', color: 'text.secondary' }}>
                  {entry.answer}
                </Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      )}
    </>
  );
}
