import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';

/** One tab of a page; a lazy panel loads with its tab's first opening. */
export interface AddressTab<P> {
  /** Its name in the address (`?aba=`). */
  value: string;
  label: string;
  Panel: ComponentType<P>;
  /** The tab open when the address names none (else the first). */
  initial?: true;
}

/** A page's tabs whose open one lives in the address (?aba=), so a reload or a shared link keeps it. */
export function AddressTabs<P extends object>({
  tabs,
  label,
  panelProps,
}: {
  tabs: readonly AddressTab<P>[];
  label: string;
  panelProps: P;
}) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('aba');
  const current = tabs.find((t) => t.value === asked) ?? tabs.find((t) => t.initial) ?? tabs[0];
  if (!current) return null;
  const { Panel } = current;
  return (
    <>
      <Tabs
        value={current.value}
        onChange={(_, value: string) => setParams({ aba: value }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={label}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            label={t.label}
            id={`aba-${t.value}`}
            aria-controls={`painel-${t.value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`painel-${current.value}`} aria-labelledby={`aba-${current.value}`}>
        <Suspense
          fallback={
            <LoadingSkeleton label="Carregando…">
              <RowsSkeleton rows={4} />
            </LoadingSkeleton>
          }
        >
          <Panel key={current.value} {...panelProps} />
        </Suspense>
      </Box>
    </>
  );
}
