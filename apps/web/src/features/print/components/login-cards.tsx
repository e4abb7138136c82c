import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { Logo } from '@/components/logo';
import { formatDate } from '@/lib/format';
import { displayUrl, joinUrl } from '@/lib/classroom-links';

export interface LoginCard {
  studentId: number;
  name: string;
  username: string;
  classroomName?: string;
  code: string | null;
  loginUrl: string;
  expiresAt: string;
  /** A personal card ("Entrada por cartão"): reusable, with a short code to type instead of scanning. */
  reusable?: boolean;
  shortCode?: string | null;
}

/** Long names get a smaller type, so most fit on two lines at full length. */
const nameSize = (name: string) => (name.length > 44 ? '0.85rem' : name.length > 28 ? '1rem' : '1.15rem');

/**
 * One card per student, 8 per A4 page (two per row, four rows), to cut along the dashed lines: the QR
 * code opens the login link — one-time, or the child's personal card link with its short code.
 */
export function LoginCards({ cards }: { cards: readonly LoginCard[] }) {
  return (
    <Box
      component="ul"
      aria-label="Cartões de acesso"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 2,
        '@media print': { gridTemplateColumns: '1fr 1fr', gap: '6mm' },
      }}
    >
      {cards.map((card) => (
        <Box
          component="li"
          key={card.studentId}
          data-testid="cartao-acesso"
          sx={{
            border: '2px dashed',
            borderColor: 'grey.500',
            borderRadius: 2,
            p: 2,
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            breakInside: 'avoid',
            pageBreakInside: 'avoid',
            color: '#000',
            '@media print': { height: '62mm', boxSizing: 'border-box', overflow: 'hidden' },
          }}
        >
          <Box sx={{ flexShrink: 0, textAlign: 'center' }}>
            <QRCodeSVG
              value={card.loginUrl}
              size={120}
              level="M"
              marginSize={1}
              role="img"
              aria-label={`QR code de acesso de ${card.name}`}
            />
            <Typography variant="caption" component="p" sx={{ color: '#333', lineHeight: 1.2 }}>
              Aponte a câmera
            </Typography>
          </Box>
          {/* A column whose logo and codes never shrink: a long name gets smaller, then is cut at
              two lines, and the lines between give way before the codes do. */}
          <Box
            sx={{
              minWidth: 0,
              flex: 1,
              alignSelf: 'stretch',
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              overflow: 'hidden',
            }}
          >
            <Box sx={{ flexShrink: 0, lineHeight: 0 }}>
              <Logo size={18} />
            </Box>
            <Typography
              title={card.name}
              sx={{
                fontWeight: 700,
                fontSize: nameSize(card.name),
                lineHeight: 1.2,
                mt: 0.5,
                overflowWrap: 'anywhere',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                flexShrink: 0,
              }}
            >
              {card.name}
            </Typography>
            <Typography variant="body2" noWrap sx={{ minHeight: 0, flexShrink: 1 }}>
              Usuário: <strong>{card.username}</strong>
            </Typography>
            {card.classroomName && (
              <Typography variant="body2" noWrap sx={{ minHeight: 0, flexShrink: 1 }}>
                Turma: {card.classroomName}
              </Typography>
            )}
            {card.code && (
              <>
                <Typography variant="body2" sx={{ flexShrink: 0 }}>
                  Código da turma: <strong style={{ letterSpacing: '0.1em' }}>{card.code}</strong>
                </Typography>
                <Typography variant="caption" component="p" noWrap sx={{ color: '#333', flexShrink: 1 }}>
                  {displayUrl(joinUrl(card.code))}
                </Typography>
              </>
            )}
            {card.reusable && card.shortCode ? (
              <Typography variant="body2" sx={{ mt: 0.5, flexShrink: 0, whiteSpace: 'nowrap' }}>
                Código do cartão:{' '}
                <strong style={{ letterSpacing: '0.1em', fontSize: '1.1rem' }}>{card.shortCode}</strong>
              </Typography>
            ) : (
              <Typography variant="caption" component="p" sx={{ color: '#333', mt: 0.5 }}>
                Link de uso único, válido até {formatDate(card.expiresAt)}.
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
