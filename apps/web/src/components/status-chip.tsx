import { themeClasses } from './theme-classes';

export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'accent' | 'default';

/**
 * The one status chip of the app (subscriptions, charges, hand-ins, admin lists). The theme's
 * success/warning/info colours are too light for text on white (WCAG AA), so status chips use a light
 * tint with a dark text of the same hue.
 * Drawn as MUI's small and medium Chip draw a label, in classes built once (themeClasses): lists show
 * one per row, and MUI's Chip computes its styles at every render.
 */
const useChipClasses = themeClasses((theme) => ({
  chip: {
    maxWidth: '100%',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: 32,
    borderRadius: 16,
    boxSizing: 'border-box',
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    fontWeight: 600,
    lineHeight: 1.5,
  },
  small: { height: 24 },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', padding: '0 12px' },
  smallLabel: { padding: '0 8px' },
  success: { backgroundColor: '#e8f5e9', color: '#1b5e20' },
  warning: { backgroundColor: '#fff3e0', color: '#7a3e00' },
  error: { backgroundColor: '#fdecea', color: '#8e0016' },
  info: { backgroundColor: '#e3f2fd', color: '#0d47a1' },
  accent: { backgroundColor: '#ede7f6', color: '#4527a0' },
  default: { backgroundColor: '#eeeeee', color: '#424242' },
}));

export function StatusChip({
  label,
  tone,
  size = 'small',
}: {
  label: string;
  tone: StatusTone;
  size?: 'small' | 'medium';
}) {
  const classes = useChipClasses();
  const small = size === 'small';
  return (
    <span className={`${classes.chip} ${classes[tone]}${small ? ` ${classes.small}` : ''}`}>
      <span className={`${classes.label}${small ? ` ${classes.smallLabel}` : ''}`}>{label}</span>
    </span>
  );
}
