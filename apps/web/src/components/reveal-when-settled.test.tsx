import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReleasePaintedCopy } from './prerendered-part';
import { RenderedWithAnswers, RevealWhenSettled, useInTurns } from './reveal-when-settled';
import { LoadingSkeleton } from './skeletons';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function Section({ name, answer }: { name: string; answer: Promise<string> }) {
  const query = useQuery({ queryKey: [name], queryFn: () => answer });
  return <p>{query.data ?? `${name} carregando`}</p>;
}

/** On screen: not inside anything `hidden` (display: none). */
const shown = (text: string) => screen.getByText(text).closest('[hidden]') === null;

function renderRevealing(children: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RevealWhenSettled fallback={<p>Carregando o início…</p>}>{children}</RevealWhenSettled>
    </QueryClientProvider>,
  );
}

describe('RevealWhenSettled', () => {
  afterEach(cleanup);

  it('shows the whole content at once, when the last of its requests answers', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    renderRevealing(
      <>
        <Section name="tarefas" answer={first.promise} />
        <Section name="mural" answer={second.promise} />
      </>,
    );
    expect(shown('Carregando o início…')).toBe(true);
    first.resolve('Três tarefas');
    await screen.findByText('Três tarefas');
    expect(shown('Três tarefas')).toBe(false);
    expect(shown('Carregando o início…')).toBe(true);
    second.resolve('Um aviso');
    await waitFor(() => expect(shown('Um aviso')).toBe(true));
    expect(shown('Três tarefas')).toBe(true);
    expect(screen.queryByText('Carregando o início…')).toBeNull();
  });

  it('mounts its parts one task at a time, and shows them once the last has come', async () => {
    // Timers by hand: one task (one timer) at a time, however busy the machine running the test.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <RevealWhenSettled fallback={<p>Carregando o início…</p>}>
            <p>Para fazer</p>
            <p>Mural da turma</p>
            <p>Minhas turmas</p>
          </RevealWhenSettled>
        </QueryClientProvider>,
      );
      expect(screen.queryByText('Para fazer')).toBeNull();
      expect(shown('Carregando o início…')).toBe(true);
      await act(() => vi.advanceTimersToNextTimerAsync());
      expect(screen.getByText('Para fazer')).toBeTruthy();
      expect(screen.queryByText('Mural da turma')).toBeNull();
      await act(() => vi.advanceTimersToNextTimerAsync());
      expect(screen.getByText('Mural da turma')).toBeTruthy();
      expect(screen.queryByText('Minhas turmas')).toBeNull();
      expect(shown('Carregando o início…')).toBe(true);
      // Well before the longest wait (4 s): shown because the last part came, not because time ran out.
      for (let step = 0; step < 5; step += 1) await act(() => vi.advanceTimersByTimeAsync(10));
      expect(shown('Minhas turmas')).toBe(true);
      expect(shown('Para fazer')).toBe(true);
      expect(shown('Mural da turma')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for a lazy part the answers called for', async () => {
    const module = deferred<{ default: () => React.JSX.Element }>();
    const Card = lazy(() => module.promise);
    renderRevealing(
      <>
        <p>Chamada de hoje</p>
        <Card />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown('Carregando o início…')).toBe(true);
    module.resolve({ default: () => <p>Turma 5º A às 8h</p> });
    await waitFor(() => expect(shown('Turma 5º A às 8h')).toBe(true));
    expect(screen.queryByText('Carregando o início…')).toBeNull();
  });

  it('does not hide what the cache already has while it is refreshed', async () => {
    const client = new QueryClient();
    client.setQueryData(['tarefas'], 'Três tarefas');
    render(
      <QueryClientProvider client={client}>
        <RevealWhenSettled fallback={<p>Carregando o início…</p>}>
          <Section name="tarefas" answer={deferred<string>().promise} />
        </RevealWhenSettled>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(shown('Três tarefas')).toBe(true));
    expect(client.isFetching()).toBe(1);
  });

  it('shows what has come after the longest wait, however slow the rest', async () => {
    const never = deferred<string>();
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <RevealWhenSettled fallback={<p>Carregando o início…</p>} maxWaitMs={30}>
          <p>Meus livros</p>
          <Section name="lento" answer={never.promise} />
        </RevealWhenSettled>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(shown('Meus livros')).toBe(true));
    expect(shown('lento carregando')).toBe(true);
  });

  it('draws no loading skeleton while hidden, and a section still loading after the wait shows one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const later = deferred<string>();
      function Mural() {
        const posts = useQuery({ queryKey: ['mural'], queryFn: () => later.promise });
        if (posts.isPending) return <LoadingSkeleton label="Carregando o mural…">…</LoadingSkeleton>;
        return <p>{posts.data}</p>;
      }
      render(
        <QueryClientProvider client={new QueryClient()}>
          <RevealWhenSettled fallback={<p>Carregando o início…</p>} maxWaitMs={60}>
            <Mural />
          </RevealWhenSettled>
        </QueryClientProvider>,
      );
      for (let step = 0; step < 3; step += 1) await act(() => vi.advanceTimersByTimeAsync(10));
      expect(screen.getByText('Carregando o início…')).toBeTruthy();
      expect(screen.queryByText('Carregando o mural…')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(shown('Carregando o mural…')).toBe(true);
      later.resolve('Bom dia, turma!');
      for (let step = 0; step < 3; step += 1) await act(() => vi.advanceTimersByTimeAsync(10));
      expect(shown('Bom dia, turma!')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rendered with every answer in hand (the server), shows all of its parts at once, marked as shown', () => {
    const client = new QueryClient();
    client.setQueryData(['tarefas'], 'Três tarefas');
    client.setQueryData(['mural'], 'Um aviso');
    const { container } = render(
      <QueryClientProvider client={client}>
        <RenderedWithAnswers.Provider value>
          <RevealWhenSettled fallback={<p>Carregando o início…</p>}>
            <Section name="tarefas" answer={new Promise(() => undefined)} />
            <Section name="mural" answer={new Promise(() => undefined)} />
          </RevealWhenSettled>
        </RenderedWithAnswers.Provider>
      </QueryClientProvider>,
    );
    expect(shown('Três tarefas')).toBe(true);
    expect(shown('Um aviso')).toBe(true);
    expect(screen.queryByText('Carregando o início…')).toBeNull();
    expect(container.querySelector('[data-revealed]')).not.toBeNull();
  });

  it('lets a copy painted with its data go only once it shows its own', async () => {
    const answer = deferred<string>();
    const release = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ReleasePaintedCopy.Provider value={release}>
          <RevealWhenSettled fallback={<p>Carregando o início…</p>}>
            <Section name="tarefas" answer={answer.promise} />
          </RevealWhenSettled>
        </ReleasePaintedCopy.Provider>
      </QueryClientProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(release).not.toHaveBeenCalled();
    answer.resolve('Três tarefas');
    await waitFor(() => expect(shown('Três tarefas')).toBe(true));
    expect(release).toHaveBeenCalled();
  });

  describe('useInTurns', () => {
    const cards = ['Frações', 'Leitura', 'Mapas'];
    function Cards({ answer }: { answer: Promise<string[]> }) {
      const query = useQuery({ queryKey: ['destaques'], queryFn: () => answer });
      const count = useInTurns(query.data?.length ?? 0);
      return (
        <ul>
          {query.data?.slice(0, count).map((card) => (
            <li key={card}>{card}</li>
          ))}
        </ul>
      );
    }
    const items = () => screen.queryAllByRole('listitem', { hidden: true }).length;

    it("renders a hidden home's list in turns, and shows the home with the whole list", async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const answer = deferred<string[]>();
        renderRevealing(<Cards answer={answer.promise} />);
        await act(() => vi.advanceTimersToNextTimerAsync());
        answer.resolve(cards);
        // Its answer came, so the home has nothing left to ask for: at no task is it shown with the
        // list not yet whole.
        for (let step = 0; step < 12; step += 1) {
          await act(() => vi.advanceTimersToNextTimerAsync());
          if (screen.queryByText('Carregando o início…')) continue;
          expect(items()).toBe(3);
        }
        expect(shown('Mapas')).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });

    it('renders the whole list at once where it is on screen', async () => {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <Cards answer={Promise.resolve(cards)} />
        </QueryClientProvider>,
      );
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    });
  });
});
