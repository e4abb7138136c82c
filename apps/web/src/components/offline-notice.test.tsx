import { onlineManager } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SAVED_AT_HEADER } from '@/lib/offline/account-stores';
import { noteApiAnswer, resetSavedAt } from '@/lib/offline/saved-copy';
import { OfflineNotice } from './offline-notice';

const answer = (savedAt?: string) => ({
  headers: new Headers(savedAt ? { [SAVED_AT_HEADER]: savedAt } : {}),
});

describe('OfflineNotice', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    resetSavedAt();
  });

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

  it('says when the answers on screen were saved, the oldest of them, until one comes from the network', () => {
    const view = within(render(<OfflineNotice />).container);
    act(() => {
      noteApiAnswer(answer('2026-03-10T13:05:00Z'));
      noteApiAnswer(answer('2026-03-09T18:30:00Z'));
      noteApiAnswer(answer('2026-03-10T14:00:00Z'));
    });
    expect(view.getByRole('status').textContent).toBe(
      'Sem conexão — mostrando o que foi salvo em 09/03/2026 15:30.',
    );
    act(() => noteApiAnswer(answer()));
    expect(view.queryByRole('status')).toBeNull();
  });
});
