import type { CouponValidation } from '@aula/contracts';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useValidateCoupon } from '../api/coupon';
import { describeCoupon } from '../lib/describe';
import { couponMessages } from '../lib/errors';

function couponError(error: unknown): string {
  const messages = couponMessages(error);
  if (messages?.length) return messages.join(' ');
  return errorMessage(error, 'Não foi possível conferir o cupom. Tente de novo.');
}

/** A coupon checked by the server for this plan; the order summary shows its discount. */
export function CouponField({
  planId,
  applied,
  onChange,
  disabled = false,
}: {
  planId: number;
  applied: CouponValidation | null;
  onChange: (coupon: CouponValidation | null) => void;
  disabled?: boolean;
}) {
  const validate = useValidateCoupon();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (applied) {
    return (
      <Box
        role="status"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1.5,
          borderRadius: 2,
          bgcolor: 'rgba(76, 175, 80, 0.1)',
          flexWrap: 'wrap',
        }}
      >
        <LocalOfferOutlined sx={{ color: '#2e7d32' }} aria-hidden="true" />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>Cupom {applied.code} aplicado</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {describeCoupon(applied)}
          </Typography>
        </Box>
        <Button size="small" onClick={() => onChange(null)} disabled={disabled}>
          Remover cupom
        </Button>
      </Box>
    );
  }

  function apply() {
    setError(null);
    if (!code.trim()) {
      setError('Digite o código do cupom.');
      return;
    }
    validate.mutate(
      { code, subscription_plan: planId },
      {
        onSuccess: (coupon) => {
          setCode('');
          onChange(coupon);
        },
        onError: (e) => setError(couponError(e)),
      },
    );
  }

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <TextField
        id="cupom"
        label="Cupom de desconto"
        value={code}
        onChange={(event) => {
          setCode(event.target.value.toUpperCase());
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
        error={Boolean(error)}
        helperText={error ?? 'Tem um cupom? Aplique antes de assinar.'}
        disabled={disabled}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 40 } }}
        fullWidth
      />
      <Button
        variant="outlined"
        onClick={apply}
        disabled={disabled || validate.isPending}
        sx={{ mt: 1.5, flexShrink: 0 }}
      >
        {validate.isPending ? 'Conferindo…' : 'Aplicar'}
      </Button>
    </Stack>
  );
}
