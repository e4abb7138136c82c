import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineNotice } from './offline-notice';

describe('OfflineNotice', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('appears while the connection is gone and leaves when it returns', () => {
    render(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status').textContent).toContain(
      'Sem internet. O que você salvar ou enviar agora segue sozinho quando a conexão voltar.',
    );
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
